import type { jobAlerts } from '@jobbridge/db';
import { defaultJobAlert, type JobAlert } from '@jobbridge/shared';

export type AlertRow = typeof jobAlerts.$inferSelect;

/** The stored alert, or the defaults when the user has none (`saved: false`). */
export function presentJobAlert(row: AlertRow | null, userId: number): JobAlert {
  if (!row) {
    const defaults = defaultJobAlert();
    return {
      user_id: userId,
      job_search_status: defaults.job_search_status,
      job_type_open_to: '',
      preferred_location: '',
      open_to_relocate_cities: '',
      job_title: '',
      industry: '',
      seniority: '',
      minimum_salary: defaults.minimum_salary,
      maximum_salary: defaults.maximum_salary,
      idealCompany: '',
      company_id: '',
      enabled: true,
      saved: false,
    };
  }
  return {
    user_id: row.user_id,
    job_search_status: row.job_search_status,
    job_type_open_to: row.job_type_open_to,
    preferred_location: row.preferred_location,
    open_to_relocate_cities: row.open_to_relocate_cities,
    job_title: row.job_title,
    industry: row.industry,
    seniority: row.seniority,
    minimum_salary: row.minimum_salary,
    maximum_salary: row.maximum_salary,
    idealCompany: row.ideal_company,
    company_id: row.company_id,
    enabled: row.enabled === 1,
    saved: true,
  };
}
