import { redirect } from 'react-router';
import type { Route } from './+types/jobs-address';

/**
 * /hrsystem/jobs: the job list's address is /hrsystem, while a job's pages are
 * /hrsystem/jobs/new and /hrsystem/jobs/:job_id. Someone who types or trims
 * the address to /hrsystem/jobs lands on the list, with its query (page).
 * The layout's middleware sends visitors to sign in first.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`/hrsystem${new URL(request.url).search}`);
}
