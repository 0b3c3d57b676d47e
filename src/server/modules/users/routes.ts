import type { FastifyInstance } from 'fastify';
import { CONTACT_CHANGE_SORTS, PROFILE_FILE_FIELDS, USER_SORTS, contactChangeFilter, userFilter, users } from '@shared/contracts/users';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { decisionRoute } from '@server/core/decision-route';
import { badRequest } from '@server/core/errors/http-errors';
import { refusal } from '@shared/refusals';
import { actorOf } from '@server/core/audit/audit-log';
import { readMultipart } from '@server/core/files/multipart';
import { riderAttendanceReport } from './attendance';
import { dayAttendanceReport } from './day-attendance';
import { decideContactChange, listContactChanges } from './contact-changes';
import { decideApproval, decideRiderVerification, setAgentType, setBan, setCommission, setLink, setVip } from './decisions';
import { editUser, eraseUser, registerUser } from './profile';
import { loadUserByAccountNumber, loadUserById } from './repo';
import { getUser, listDormantUsers, listUsers, userHistory } from './service';

const userListSpec = { filters: userFilter, sorts: USER_SORTS, defaultSort: { createdAt: 'desc' as const } };
const contactChangeListSpec = { filters: contactChangeFilter, sorts: CONTACT_CHANGE_SORTS, defaultSort: { createdAt: 'asc' as const } };

/** Users, riders, agents and their contact changes: /api/users… and the older /user-mgmt calls act on the same records. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  route(app, users.list, async ({ db, query }) => listUsers(db, parseListQuery(query, userListSpec)));
  route(app, users.dormant, async ({ db, query }) => listDormantUsers(db, parseListQuery(query, userListSpec)));
  route(app, users.get, async ({ db, params }) => getUser(db, { id: params.id }));
  route(app, users.history, async ({ db, params, query }) =>
    userHistory(db, params.id, parseListQuery(query, { filters: {}, sorts: [], defaultSort: {} })),
  );
  decisionRoute(app, users.decideApproval, (db, actor, { id }, body) => decideApproval(db, actor, { id }, body));
  route(app, users.setLink, async ({ db, request, params, body }) => setLink(db, actorOf(request), { id: params.id }, body.url));
  decisionRoute(app, users.setBan, (db, actor, { id }, body) => setBan(db, actor, { id }, body));
  route(app, users.register, async ({ db, request }) => registerUser(db, actorOf(request), await readMultipart(request, PROFILE_FILE_FIELDS)));
  route(app, users.edit, async ({ db, request, params }) => {
    const body = await readMultipart(request, PROFILE_FILE_FIELDS);
    return editUser(db, actorOf(request), (tx) => loadUserById(tx, params.id, true), body);
  });
  route(app, users.erase, async ({ db, request, params }) => eraseUser(db, actorOf(request), params.id));

  legacyUserRoutes(app);

  route(app, users.contactChanges, async ({ db, query }) => listContactChanges(db, parseListQuery(query, contactChangeListSpec)));
  decisionRoute(app, users.decideContactChange, (db, actor, { id }, body) => decideContactChange(db, actor, id, body));
}

/** The older /user-mgmt calls of SPEC.md §7: same records, same service as /api/users. */
function legacyUserRoutes(app: FastifyInstance): void {
  route(app, users.legacyList, async ({ db, query }) => {
    const q = parseListQuery(query, userListSpec);
    return listUsers(db, { ...q, filter: { ...q.filter, ...(query.role ? { role: query.role } : {}) } });
  });

  route(app, users.pendingVerification, async ({ db, query }) => {
    const q = parseListQuery(query, userListSpec);
    const role = query.role;
    // Riders wait for their identity check; everyone else for the approval of their account.
    const pending = role === 'rider' ? { role, verificationStatus: 'pending' as const } : { ...(role ? { role } : {}), approvalStatus: 'pending' as const };
    return listUsers(db, { ...q, filter: { ...q.filter, ...pending } });
  });

  decisionRoute(app, users.banByAccount, (db, actor, _, body) => setBan(db, actor, { accountNumber: body.account_number }, body));

  decisionRoute(app, users.setVip, (db, actor, _, body) => setVip(db, actor, { accountNumber: body.account_number }, { isVip: body.is_vip, expected: body.expected }));

  route(app, users.setAgentType, async ({ db, request, body }) =>
    setAgentType(db, actorOf(request), { accountNumber: body.account_number }, body.agent_type),
  );

  route(app, users.setAgentCommission, async ({ db, request, body }) =>
    setCommission(db, actorOf(request), { accountNumber: body.account_number }, body.commission_rate),
  );

  route(app, users.riderDetails, async ({ db, query }) => {
    const found = await getUser(db, { accountNumber: query.account_number });
    if (query.user_type && found.role !== query.user_type) {
      throw badRequest(
        `Account ${found.accountNumber} is a ${found.role}, not a ${query.user_type}`,
        refusal('account_wrong_role', { account: found.accountNumber, role: found.role, expected: query.user_type }),
      );
    }
    return found;
  });

  decisionRoute(app, users.decideRiderVerification, (db, actor, _, { account_number, action, remarks, expected }) =>
    decideRiderVerification(db, actor, { accountNumber: account_number }, { action, remarks, expected }),
  );

  route(app, users.riderAttendance, async ({ db, query }) => riderAttendanceReport(db, query.account_number, query.start_date, query.end_date));
  route(app, users.dayAttendance, async ({ db, query }) => dayAttendanceReport(db, query.date));

  route(app, users.editRider, async ({ db, request }) => {
    const body = await readMultipart(request, PROFILE_FILE_FIELDS);
    const accountNumber = body.fields.account_number?.trim();
    if (!accountNumber) {
      const why = refusal('required', { field: 'account_number' });
      throw badRequest('Please enter account_number', why, { errors: [{ field: 'account_number', message: 'Required', code: why.code, details: why.details }] });
    }
    delete body.fields.account_number;
    return editUser(db, actorOf(request), async (tx) => {
      const rider = await loadUserByAccountNumber(tx, accountNumber, true);
      if (rider.role !== 'rider') throw badRequest(`Account ${accountNumber} is not a rider`, refusal('account_not_rider', { account: accountNumber }));
      return rider;
    }, body);
  });

  route(app, users.searchBuyer, async ({ db, query }) => {
    const q = parseListQuery(query, userListSpec);
    return listUsers(db, { ...q, filter: { ...q.filter, role: 'buyer', search: query.search } });
  });
}
