import { WIZARD_STEPS } from '@jobbridge/shared';

/**
 * The resume wizard (/step): four steps, saved one by one. `wizard_step`
 * (resume/updWizardStep, 0..4) is how many steps the candidate has finished
 * or skipped; the wizard opens at the next one, and `?step=` opens a given
 * step (back, or from the progress list).
 */
export const WIZARD_STEP_KEYS = ['basic', 'career', 'education', 'summary'] as const;
export type WizardStepKey = (typeof WIZARD_STEP_KEYS)[number];
export const WIZARD_LAST = WIZARD_STEPS.max;

/** The step to show (1..4), or 'done' when every step is finished and none was asked for. */
export function currentWizardStep(wizardStep: number, requested: string | null | undefined): number | 'done' {
  const asked = Number(requested);
  if (requested && Number.isInteger(asked) && asked >= 1 && asked <= WIZARD_LAST) return asked;
  const finished = Math.max(WIZARD_STEPS.min, Math.min(WIZARD_LAST, Math.trunc(Number(wizardStep) || 0)));
  return finished >= WIZARD_LAST ? 'done' : finished + 1;
}

/** The wizard_step to store after leaving `step` forwards (saved or skipped): never lower than before. */
export const stepAfter = (wizardStep: number, step: number): number =>
  Math.min(WIZARD_LAST, Math.max(Number(wizardStep) || 0, step));

/** Where the wizard goes after `step`: the next step, or the profile after the last. */
export const nextWizardHref = (step: number): string =>
  step >= WIZARD_LAST ? '/profile?welcome=1' : `/step?step=${step + 1}`;
