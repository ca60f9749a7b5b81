/** The skills vocabulary lives in the shared package (web pages show its labels); the seed reads it from there. */
export { SKILL_LIST, type SkillEntry } from '@jobbridge/shared';
