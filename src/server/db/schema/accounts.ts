import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Account numbers are issued from one sequence, so they never repeat across kinds or servers. */
export const accountNumberSeq = pgSequence('account_number_seq', { startWith: 100001 });

/** One table of sign-in identities (DESIGN.md §6): admins, owners and platform users. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountNumber: text('account_number').notNull(),
    kind: text('kind', { enum: ['admin', 'owner', 'user'] }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    permissions: integer('permissions').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The holder's own choice, applied wherever they sign in; null: not chosen (the device's, or an owner's record's). */
    language: text('language', { enum: ['en-US', 'zh-CN', 'ms-MY'] }),
    theme: text('theme', { enum: ['light', 'dark', 'system'] }).notNull().default('system'),
    /** Whether the holder's devices report screen views and web vitals (migration 0037); false: opted out, nothing is sent or kept. */
    analytics: boolean('analytics').notNull().default(true),
    // Platform users (guest, agent, rider, buyer) and owners; null for admins.
    role: text('role', { enum: ['guest', 'agent', 'rider', 'buyer', 'owner'] }),
    country: text('country'),
    approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('approved'),
    approvalRemark: text('approval_remark'),
    banned: boolean('banned').notNull().default(false),
    /** Why the user was banned; kept after an unban, so the record still says what happened. */
    banRemark: text('ban_remark'),
    /** Why the ban was lifted. */
    unbanRemark: text('unban_remark'),
    isVip: boolean('is_vip').notNull().default(false),
    agentType: text('agent_type', { enum: ['freelance', 'in_house', 'corporate'] }),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }),
    url: text('url'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    verificationStatus: text('verification_status', { enum: ['pending', 'approved', 'rejected'] }),
    verificationRemarks: text('verification_remarks'),
    /** A rider's identity document: a MyKad number kept as `YYMMDD-PB-###G`, or a passport number. Identity data: masked in lists and audit. */
    idNumber: text('id_number'),
    /** `YYYY-MM-DD`; derived from a MyKad number when not given. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    avatarId: uuid('avatar_id'),
    /** Personal data erased (DELETE /api/account/{id}); the row stays for the account number, audit and money history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** What a search matches (name, email, phone, account number), kept lower-cased so the trigram index answers without recomputing it per row. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || account_number)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_account_number_key').on(t.accountNumber),
    uniqueIndex('accounts_email_key').on(t.email),
    index('accounts_kind_name_idx').on(t.kind, t.name),
    index('accounts_kind_created_idx').on(t.kind, t.createdAt),
    index('accounts_role_idx').on(t.role, t.createdAt),
    index('accounts_approval_idx').on(t.approvalStatus, t.createdAt),
    index('accounts_last_login_idx').on(t.kind, t.lastLoginAt),
    index('accounts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
