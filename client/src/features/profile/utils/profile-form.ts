import type { OwnProfileResponse, ProfileUpdateBody, Specialization } from '../../../../../shared/people';
import { rules, type FieldCode } from '../../../lib/profile-rules';

export interface ProfileFormValues extends Record<string, string | boolean> {
  name: string;
  surname: string;
  phone: string;
  country_iso: string;
  description: string;
  license: string;
  experience_years: string;
  specialization_area: string;
  show_contact: boolean;
}

export function profileFormValues(own: OwnProfileResponse): ProfileFormValues {
  const p = own.profile;
  return {
    name: p.name ?? '',
    surname: p.surname ?? '',
    phone: p.phone ?? '',
    country_iso: p.country_iso ?? '',
    description: p.description ?? '',
    license: p.license ?? '',
    experience_years: p.experience_years === null ? '' : String(p.experience_years),
    specialization_area: p.specialization_area ?? '',
    show_contact: p.show_contact,
  };
}

/** In the editor every field may be left empty (that clears it); what is written must follow the rules. */
const optional = (rule: (value: string) => FieldCode | null) => (value: string) => (value.trim() ? rule(value) : null);

export function validateProfile(v: ProfileFormValues): Partial<Record<keyof ProfileFormValues, FieldCode | null>> {
  return {
    name: optional(rules.name)(v.name),
    surname: optional(rules.surname)(v.surname),
    phone: rules.phone(v.phone),
    country_iso: optional(rules.country)(v.country_iso),
    description: rules.description(v.description),
    license: optional(rules.license)(v.license),
    experience_years: optional(rules.experience)(v.experience_years),
    specialization_area: optional(rules.specialization)(v.specialization_area),
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The PUT /api/users/me/profile body: every field sent, empty ones as null (cleared). */
export function profileUpdateBody(v: ProfileFormValues, professional: boolean): ProfileUpdateBody {
  const body: ProfileUpdateBody = {
    name: orNull(v.name),
    surname: orNull(v.surname),
    phone: orNull(v.phone),
    country_iso: orNull(v.country_iso),
    description: v.description.trim(),
  };
  if (professional) {
    body.license = orNull(v.license);
    body.experience_years = v.experience_years.trim() ? Number(v.experience_years.trim()) : null;
    body.specialization_area = (orNull(v.specialization_area) as Specialization | null);
    body.show_contact = v.show_contact;
  }
  return body;
}
