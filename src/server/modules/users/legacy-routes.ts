import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decisionConflict } from '../../../shared/contracts/common';
import {
  agentCommissionRequest,
  agentTypeRequest,
  attendanceQuery,
  attendanceReport,
  banUserRequest,
  riderDetailsQuery,
  riderVerificationRequest,
  roleQuery,
  searchBuyerQuery,
  user,
  userList,
  vipRequest,
} from '../../../shared/contracts/users';
import { listQuerySchema, parseListQuery } from '../../../shared/list-params';
import { P } from '../../../shared/permissions';
import { badRequest } from '../../http-errors';
import { actorOf } from '../../plugins/audit';
import { readMultipart } from '../files/multipart';
import { userListSpec } from './api-routes';
import { riderAttendanceReport } from './attendance';
import { decideRiderVerification, setAgentType, setBan, setCommission, setVip } from './decisions';
import { listUsers } from './list';
import { editUser, PROFILE_FILE_FIELDS } from './profile';
import { getUser } from './read';
import { loadUserByAccountNumber } from './repo';

const tags = ['user-mgmt'];
const withRole = listQuerySchema.extend(roleQuery.shape);

/** The older /user-mgmt calls of SPEC.md §7: same records, same service as /api/users. */
export const userLegacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/user-mgmt/get-user-list',
    { config: { permission: P.user.view }, schema: { tags, querystring: withRole, response: { 200: userList } } },
    async (request) => {
      const q = parseListQuery(request.query, userListSpec);
      return listUsers(db(), { ...q, filter: { ...q.filter, ...(request.query.role ? { role: request.query.role } : {}) } });
    },
  );

  app.get(
    '/user-mgmt/pending-verify-user',
    { config: { permission: P.user.view }, schema: { tags, querystring: withRole, response: { 200: userList } } },
    async (request) => {
      const q = parseListQuery(request.query, userListSpec);
      const role = request.query.role;
      // Riders wait for their identity check; everyone else for the approval of their account.
      const pending = role === 'rider' ? { role, verificationStatus: 'pending' as const } : { ...(role ? { role } : {}), approvalStatus: 'pending' as const };
      return listUsers(db(), { ...q, filter: { ...q.filter, ...pending } });
    },
  );

  app.post(
    '/user-mgmt/ban-user',
    { config: { permission: P.user.approve }, schema: { tags, body: banUserRequest, response: { 200: user, 409: decisionConflict } } },
    async (request) => setBan(db(), actorOf(request), { accountNumber: request.body.account_number }, request.body),
  );

  app.post(
    '/user-mgmt/set-vip-status',
    { config: { permission: P.user.edit }, schema: { tags, body: vipRequest, response: { 200: user, 409: decisionConflict } } },
    async (request) =>
      setVip(db(), actorOf(request), { accountNumber: request.body.account_number }, { isVip: request.body.is_vip, expected: request.body.expected }),
  );

  app.post(
    '/user-mgmt/agent/change-agent-type',
    { config: { permission: P.user.edit }, schema: { tags, body: agentTypeRequest, response: { 200: user } } },
    async (request) => setAgentType(db(), actorOf(request), { accountNumber: request.body.account_number }, request.body.agent_type),
  );

  app.post(
    '/user-mgmt/agent/change-agent-commission',
    { config: { permission: P.user.edit }, schema: { tags, body: agentCommissionRequest, response: { 200: user } } },
    async (request) => setCommission(db(), actorOf(request), { accountNumber: request.body.account_number }, request.body.commission_rate),
  );

  app.get(
    '/user-mgmt/get-rider-details',
    { config: { permission: P.user.view }, schema: { tags, querystring: riderDetailsQuery, response: { 200: user } } },
    async (request) => {
      const found = await getUser(db(), { accountNumber: request.query.account_number });
      if (request.query.user_type && found.role !== request.query.user_type) {
        throw badRequest(`Account ${found.accountNumber} is a ${found.role}, not a ${request.query.user_type}`);
      }
      return found;
    },
  );

  app.post(
    '/user-mgmt/action-rider-verification',
    { config: { permission: P.user.approve }, schema: { tags, body: riderVerificationRequest, response: { 200: user, 409: decisionConflict } } },
    async (request) =>
      decideRiderVerification(db(), actorOf(request), { accountNumber: request.body.account_number }, {
        action: request.body.action,
        remarks: request.body.remarks,
        expected: request.body.expected,
      }),
  );

  app.get(
    '/user-mgmt/rider-attendance',
    { config: { permission: P.user.view }, schema: { tags, querystring: attendanceQuery, response: { 200: attendanceReport } } },
    async (request) => riderAttendanceReport(db(), request.query.account_number, request.query.start_date, request.query.end_date),
  );

  app.post(
    '/user-mgmt/edit-rider-details',
    { config: { permission: P.user.edit }, schema: { tags, consumes: ['multipart/form-data'], response: { 200: user } } },
    async (request) => {
      const body = await readMultipart(request, PROFILE_FILE_FIELDS);
      const accountNumber = body.fields.account_number?.trim();
      if (!accountNumber) throw badRequest('Please enter account_number', { errors: [{ field: 'account_number', message: 'Required' }] });
      delete body.fields.account_number;
      return editUser(db(), actorOf(request), async (tx) => {
        const rider = await loadUserByAccountNumber(tx, accountNumber, true);
        if (rider.role !== 'rider') throw badRequest(`Account ${accountNumber} is not a rider`);
        return rider;
      }, body);
    },
  );

  app.get(
    '/user-mgmt/search-buyer',
    { config: { permission: P.user.view }, schema: { tags, querystring: listQuerySchema.extend(searchBuyerQuery.shape), response: { 200: userList } } },
    async (request) => {
      const q = parseListQuery(request.query, userListSpec);
      return listUsers(db(), { ...q, filter: { ...q.filter, role: 'buyer', search: request.query.search } });
    },
  );
};

