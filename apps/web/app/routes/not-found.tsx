import { data } from 'react-router';

/** Catch-all: a real 404 status, rendered by the pages error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
