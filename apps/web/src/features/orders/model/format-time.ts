/** A moment as date and 24-hour time in Asia/Jakarta; the app's one formatter, shared. */
export { formatDateTime } from '@/shared/format/date-time';
