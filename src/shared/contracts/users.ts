import { z } from 'zod';
import { defineCall } from './call';
import { auditList } from './audit';
import { idParam } from './common';
import { listQuerySchema } from '../list-params';
import { MALAYSIAN_BANKS } from '../reference/banks';
import { IDENTITY_MESSAGES, isCalendarDate, parseIdNumber } from '../identity';
import { emailField, nameField, phoneField, remarkField } from './common';
import { DOCUMENT_KINDS, PLATFORM_USER_ROLES, USERS_ROUTES } from './plain/users';

export { DOCUMENT_KINDS, PLATFORM_USER_ROLES, type DocumentKind, type PlatformUserRole } from './plain/users';

export const USER_ROLES = ['guest', 'agent', 'rider', 'buyer', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const AGENT_TYPES = ['freelance', 'in_house', 'corporate'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const userDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type UserDocument = z.infer<typeof userDocument>;

export const user = z.object({
  id: z.string(),
  accountNumber: z.string(),
  role: z.enum(USER_ROLES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  approvalRemark: z.string().nullable(),
  banned: z.boolean(),
  banRemark: z.string().nullable(),
  /** Why the last ban was lifted; the ban's own remark stays in banRemark. */
  unbanRemark: z.string().nullable(),
  isVip: z.boolean(),
  agentType: z.enum(AGENT_TYPES).nullable(),
  commissionRate: z.number().nullable(),
  url: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
  verificationRemarks: z.string().nullable(),
  /**
   * A rider's MyKad (`YYMMDD-PB-###G`) or passport number. In full only on one rider's record (get, rider details,
   * register, edit) to holders of the users permission codes; masked (`••••••-••-1234`) in lists and the audit.
   */
  idNumber: z.string().nullable(),
  /** `YYYY-MM-DD`; null in lists (a MyKad's first 6 digits are the birth date, so lists keep both back). */
  dateOfBirth: z.string().nullable(),
  avatarId: z.string().nullable(),
  documents: z.array(userDocument),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const userList = z.object({ totalCount: z.number(), users: z.array(user) });
export type UserList = z.infer<typeof userList>;

/** What `filter` may hold on the users lists. */
export const userFilter = {
  search: z.string().trim().max(100),
  role: z.enum(USER_ROLES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  banned: z.boolean(),
  vip: z.boolean(),
  agentType: z.enum(AGENT_TYPES),
  dormant: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
};
export const USER_SORTS = ['name', 'createdAt', 'lastLoginAt'] as const;

const remark = remarkField;

/** Decisions carry the state the admin saw (DESIGN.md §4): a record that moved on is a 409. */
export const approvalAction = z.object({
  action: z.enum(['approve', 'reject']),
  remark: remark.optional().default(''),
  expected: z.enum(APPROVAL_STATUSES).optional(),
});
export type ApprovalAction = z.input<typeof approvalAction>;

export const linkUpdate = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, { message: 'Please enter a valid http(s) URL' }),
});

export const banUpdate = z
  .object({ ban: z.boolean(), remark: remark.optional().default(''), expected: z.boolean().optional() })
  .refine((v) => !v.ban || v.remark.length > 0, { message: 'Please enter a remark to ban', path: ['remark'] });
export type BanUpdate = z.input<typeof banUpdate>;

export const accountNumberField = z.string().trim().min(1, { message: 'Please enter account_number' }).max(20);

export const banUserRequest = z
  .object({ account_number: accountNumberField, ban: z.boolean(), remark: remark.optional().default(''), expected: z.boolean().optional() })
  .refine((v) => !v.ban || v.remark.length > 0, { message: 'Please enter a remark to ban', path: ['remark'] });

export const vipRequest = z.object({ account_number: accountNumberField, is_vip: z.boolean(), expected: z.boolean().optional() });
export const agentTypeRequest = z.object({ account_number: accountNumberField, agent_type: z.enum(AGENT_TYPES) });
export const agentCommissionRequest = z.object({
  account_number: accountNumberField,
  commission_rate: z
    .number()
    .min(0, { message: 'commission_rate must be between 0 and 100' })
    .max(100, { message: 'commission_rate must be between 0 and 100' })
    .refine((v) => Math.round(v * 100) === v * 100 || Math.abs(Math.round(v * 100) - v * 100) < 1e-9, {
      message: 'commission_rate has at most two decimals',
    }),
});

/** SPEC.md §4: rider verification ends as Approved or Rejected. */
export const riderVerificationRequest = z.object({
  account_number: accountNumberField,
  action: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(['approved', 'rejected', 'approve', 'reject']))
    .transform((v) => (v.startsWith('approve') ? ('approved' as const) : ('rejected' as const))),
  remarks: remark.optional().default(''),
  expected: z.enum(VERIFICATION_STATUSES).optional(),
});
export type RiderVerificationRequest = z.input<typeof riderVerificationRequest>;

export const roleQuery = z.object({ role: z.enum(USER_ROLES).optional() });
export const riderDetailsQuery = z.object({ account_number: accountNumberField, user_type: z.enum(USER_ROLES).optional() });
export const searchBuyerQuery = z.object({ search: z.string().trim().min(1, { message: 'Please enter search' }).max(100) });

export const apiDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are YYYY-MM-DD' }).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
  message: 'Not a calendar date',
});
export const MAX_ATTENDANCE_DAYS = 366;
export const attendanceQuery = z
  .object({ account_number: accountNumberField, start_date: apiDate, end_date: apiDate })
  .refine((v) => v.start_date <= v.end_date, { message: 'start_date must not be after end_date', path: ['end_date'] })
  .refine((v) => (Date.parse(v.end_date) - Date.parse(v.start_date)) / 86_400_000 + 1 <= MAX_ATTENDANCE_DAYS, {
    message: `The range is at most ${MAX_ATTENDANCE_DAYS} days`,
    path: ['end_date'],
  });

export const ATTENDANCE_DAY_STATUSES = ['present', 'late', 'absent', 'off'] as const;
export const attendanceDay = z.object({
  date: z.string(),
  status: z.enum(ATTENDANCE_DAY_STATUSES),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  minutesWorked: z.number(),
  minutesLate: z.number(),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;
export const attendanceReport = z.object({
  accountNumber: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  shiftStart: z.string(),
  /** `HH:MM`: a rider not in by then is absent for the day. */
  shiftEnd: z.string(),
  days: z.array(attendanceDay),
  totals: z.object({ present: z.number(), late: z.number(), absent: z.number(), off: z.number(), minutesWorked: z.number() }),
});
export type AttendanceReport = z.infer<typeof attendanceReport>;

/** `GET /api/users/attendance?date=YYYY-MM-DD`: every rider on one Kuala Lumpur day. */
export const dayAttendanceQuery = z.object({ date: apiDate });
export type DayAttendanceQuery = z.infer<typeof dayAttendanceQuery>;

/**
 * A rider's day: present or late (clocked in), late without a clock-in while today's shift runs,
 * absent (no clock-in by the shift's end), off (a rest day), or waiting (before the shift, or a day to come).
 */
export const RIDER_DAY_STATUSES = ['present', 'late', 'absent', 'off', 'waiting'] as const;
export type RiderDayStatus = (typeof RIDER_DAY_STATUSES)[number];

export const riderDay = z.object({
  id: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(RIDER_DAY_STATUSES),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  minutesWorked: z.number(),
  minutesLate: z.number(),
});
export type RiderDay = z.infer<typeof riderDay>;

export const dayAttendance = z.object({
  date: z.string(),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  /** Riders by name. */
  riders: z.array(riderDay),
  totals: z.object({
    riders: z.number(),
    /** Clocked in (present or late). */
    checkedIn: z.number(),
    /** Clocked in and not yet out. */
    stillIn: z.number(),
    late: z.number(),
    absent: z.number(),
    off: z.number(),
    waiting: z.number(),
    minutesWorked: z.number(),
  }),
});
export type DayAttendance = z.infer<typeof dayAttendance>;

/** A MyKad or passport number, normalised; the birth date it carries is checked against `dateOfBirth` by the server. */
export const idNumberField = z
  .string()
  .trim()
  .max(30, { message: IDENTITY_MESSAGES.idNumberInvalid })
  .transform((v, ctx) => {
    const parsed = parseIdNumber(v);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES[parsed.problem] });
    return z.NEVER;
  });
export const dateOfBirthField = z.string().trim().refine(isCalendarDate, { message: IDENTITY_MESSAGES.dateOfBirthInvalid });

/** Profile fields of a registration or edit; multipart text parts, so numbers arrive as strings. */
export const userProfileFields = z.object({
  name: nameField,
  email: emailField.optional(),
  phone: phoneField,
  country: z.string().trim().length(2, { message: 'country is an ISO code such as MY' }).toUpperCase(),
  role: z.enum(PLATFORM_USER_ROLES, { message: 'Choose guest, agent, rider or buyer: owners are created and managed in Owners' }),
  url: linkUpdate.shape.url.optional(),
  agentType: z.enum(AGENT_TYPES).optional(),
  commissionRate: z.coerce.number().min(0).max(100).optional(),
  bankName: z.enum(MALAYSIAN_BANKS, { message: 'Choose a bank from the list' }).optional(),
  bankAccountNumber: z.string().trim().regex(/^\d{6,20}$/, { message: 'A bank account number is 6 to 20 digits' }).optional(),
  /** Riders: a MyKad number (12 digits, dashes optional; kept as `YYMMDD-PB-###G`) or a passport number. */
  idNumber: idNumberField.optional(),
  /** Riders: `YYYY-MM-DD`; derived from a MyKad number when left out, refused when it disagrees with one. */
  dateOfBirth: dateOfBirthField.optional(),
});
export type UserProfileFields = z.input<typeof userProfileFields>;
export const userProfilePatch = userProfileFields.partial();

export const contactChangeSubmission = z.object({
  id: z.string(),
  accountId: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  field: z.enum(['email', 'phone']),
  currentValue: z.string().nullable(),
  newValue: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  remark: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactChangeSubmission = z.infer<typeof contactChangeSubmission>;
export const contactChangeList = z.object({ totalCount: z.number(), submissions: z.array(contactChangeSubmission) });
export type ContactChangeList = z.infer<typeof contactChangeList>;
export const contactChangeFilter = { status: z.enum(APPROVAL_STATUSES), field: z.enum(['email', 'phone']), search: z.string().trim().max(100) };
export const CONTACT_CHANGE_SORTS = ['createdAt'] as const;
export const contactChangeDecision = z.object({
  action: z.enum(['approve', 'reject']),
  remark: remark.optional().default(''),
  expected: z.enum(APPROVAL_STATUSES).optional(),
});
export type ContactChangeDecision = z.input<typeof contactChangeDecision>;

const listWithRole = listQuerySchema.extend(roleQuery.shape);
/** Registration and edits carry documents: multipart, with these file fields. */
export const PROFILE_FILE_FIELDS = DOCUMENT_KINDS;

/**
 * The users area: `/api/users…` and the older `/user-mgmt/…` calls of SPEC.md §7 (same records, same service),
 * and the contact-change submissions users make from their own app.
 */
export const users = {
  list: defineCall({ ...USERS_ROUTES.list, query: listQuerySchema, response: userList }),
  dormant: defineCall({ ...USERS_ROUTES.dormant, query: listQuerySchema, response: userList }),
  get: defineCall({ ...USERS_ROUTES.get, params: idParam, response: user }),
  history: defineCall({ ...USERS_ROUTES.history, params: idParam, query: listQuerySchema, response: auditList }),
  decideApproval: defineCall({ ...USERS_ROUTES.decideApproval, params: idParam, body: approvalAction, response: user }),
  setLink: defineCall({ ...USERS_ROUTES.setLink, params: idParam, body: linkUpdate, response: user }),
  setBan: defineCall({ ...USERS_ROUTES.setBan, params: idParam, body: banUpdate, response: user }),
  register: defineCall({ ...USERS_ROUTES.register, multipart: PROFILE_FILE_FIELDS, response: user }),
  edit: defineCall({ ...USERS_ROUTES.edit, params: idParam, multipart: PROFILE_FILE_FIELDS, response: user }),
  erase: defineCall({ ...USERS_ROUTES.erase, params: idParam, response: user }),

  legacyList: defineCall({ ...USERS_ROUTES.legacyList, query: listWithRole, response: userList }),
  pendingVerification: defineCall({ ...USERS_ROUTES.pendingVerification, query: listWithRole, response: userList }),
  banByAccount: defineCall({ ...USERS_ROUTES.banByAccount, body: banUserRequest, response: user }),
  setVip: defineCall({ ...USERS_ROUTES.setVip, body: vipRequest, response: user }),
  setAgentType: defineCall({ ...USERS_ROUTES.setAgentType, body: agentTypeRequest, response: user }),
  setAgentCommission: defineCall({ ...USERS_ROUTES.setAgentCommission, body: agentCommissionRequest, response: user }),
  riderDetails: defineCall({ ...USERS_ROUTES.riderDetails, query: riderDetailsQuery, response: user }),
  decideRiderVerification: defineCall({ ...USERS_ROUTES.decideRiderVerification, body: riderVerificationRequest, response: user }),
  riderAttendance: defineCall({ ...USERS_ROUTES.riderAttendance, query: attendanceQuery, response: attendanceReport }),
  dayAttendance: defineCall({ ...USERS_ROUTES.dayAttendance, query: dayAttendanceQuery, response: dayAttendance }),
  editRider: defineCall({ ...USERS_ROUTES.editRider, multipart: PROFILE_FILE_FIELDS, response: user }),
  searchBuyer: defineCall({ ...USERS_ROUTES.searchBuyer, query: listQuerySchema.extend(searchBuyerQuery.shape), response: userList }),

  contactChanges: defineCall({ ...USERS_ROUTES.contactChanges, query: listQuerySchema, response: contactChangeList }),
  decideContactChange: defineCall({ ...USERS_ROUTES.decideContactChange, params: idParam, body: contactChangeDecision, response: contactChangeSubmission }),
};
