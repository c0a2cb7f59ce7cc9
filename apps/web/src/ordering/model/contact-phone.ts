import { readString, writeString } from '@/shared/storage/storage';
import { ORDERING_KEYS } from './storage-keys';

const PHONE = /^\+?\d{8,15}$/;

/** A phone number as submit takes it: the digits (and a leading +), spaces and dashes dropped; null if not one. */
export function normalisePhone(typed: string): string | null {
  const phone = typed.replace(/[\s().-]/g, '');
  return PHONE.test(phone) ? phone : null;
}

export const lastContactPhone = (): string => readString('local', ORDERING_KEYS.contactPhone) ?? '';

export function keepContactPhone(phone: string): void {
  writeString('local', ORDERING_KEYS.contactPhone, phone);
}
