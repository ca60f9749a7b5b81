import type { ResumeInfo } from '@jobbridge/shared';
import { ERROR_CODES, USER_STATUS_EMAIL_VERIFIED } from '@jobbridge/shared';
import { data, type RouterContextProvider } from 'react-router';
import { apiContext } from '../api/context';
import { basicInfoOptions } from './basic-info';
import { labelOf } from './brand';
import { getConfig, getLocale, getSessionUser } from './request-context';
import type { LanguageWords } from './resume-text';

/**
 * The resume behind /profile and its children, for loaders. Without a
 * `:user_info` segment (or with the user's own id) it is the user's own;
 * with another id it is that candidate's shared profile, which the server
 * answers only when the profile's visibility allows it (4004 otherwise, and
 * for ids that are not numbers): the page then says it is not available.
 */
export type ProfileData =
  | { available: false; own: false }
  | {
      available: true;
      own: boolean;
      resume: ResumeInfo;
      languages: LanguageWords;
      emailVerified: boolean;
      /** The `:user_info` segment to keep in the section links ('' for the own profile). */
      segment: string;
    };

/**
 * A loader's answer holding a profile, with the page's status: 404 when the profile is not there to show
 * (not shared with the viewer, or no such candidate), so the page saying so is not taken for the profile.
 */
export function withProfileStatus<T extends { profile: ProfileData }>(value: T) {
  return data(value, { status: value.profile.available ? 200 : 404 });
}

/** A `:user_info` segment as a user id: digits only, else null. */
export function userIdOfSegment(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loadProfile(
  context: Readonly<RouterContextProvider>,
  segment: string | undefined,
): Promise<ProfileData> {
  const user = await getSessionUser(context);
  if (!user) throw data(null, { status: 401 });
  const asked = segment ? userIdOfSegment(segment) : user.user_id;
  if (asked === null) return { available: false, own: false };
  const own = asked === user.user_id;
  const [envelope, config] = await Promise.all([
    context.get(apiContext).getResumeInfo({ user_id: asked }),
    getConfig(context),
  ]);
  if (!envelope.success) {
    if (!own && (envelope.code === ERROR_CODES.notFound || envelope.code === ERROR_CODES.forbidden)) {
      return { available: false, own: false };
    }
    throw data(null, { status: 503 });
  }
  const options = basicInfoOptions(config.success ? config.data : null, getLocale(context));
  const resume = envelope.data;
  return {
    available: true,
    own,
    resume,
    languages: {
      mandarin: labelOf(options.mandarin, resume.user.mandarin) || null,
      nativeLanguage: labelOf(options.language, resume.user.native_language) || null,
    },
    emailVerified: resume.user.status === USER_STATUS_EMAIL_VERIFIED,
    segment: own ? '' : String(asked),
  };
}

/** The path of a profile child for the same person: `/profile/resume_view` or `/profile/resume_view/12`. */
export function profileChildPath(child: 'profile' | 'resume_view' | 'profile_copy' | 'resume_copy', segment: string) {
  if (child === 'profile' && !segment) return '/profile';
  return `/profile/${child}${segment ? `/${segment}` : ''}`;
}
