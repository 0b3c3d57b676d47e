import type { FastifyInstance } from 'fastify';
import { PROFILE_FILE_FIELDS, users } from '@shared/contracts/users';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { badRequest } from '@server/core/errors/http-errors';
import { actorOf } from '@server/core/audit/audit-log';
import { readMultipart } from '@server/core/files/multipart';
import { userListSpec } from './api-routes';
import { riderAttendanceReport } from './attendance';
import { decideRiderVerification, setAgentType, setBan, setCommission, setVip } from './decisions';
import { listUsers } from './list';
import { editUser } from './profile';
import { getUser } from './read';
import { loadUserByAccountNumber } from './repo';

/** The older /user-mgmt calls of SPEC.md §7: same records, same service as /api/users. */
export async function userLegacyRoutes(app: FastifyInstance): Promise<void> {
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

  route(app, users.banByAccount, async ({ db, request, body }) => setBan(db, actorOf(request), { accountNumber: body.account_number }, body));

  route(app, users.setVip, async ({ db, request, body }) =>
    setVip(db, actorOf(request), { accountNumber: body.account_number }, { isVip: body.is_vip, expected: body.expected }),
  );

  route(app, users.setAgentType, async ({ db, request, body }) =>
    setAgentType(db, actorOf(request), { accountNumber: body.account_number }, body.agent_type),
  );

  route(app, users.setAgentCommission, async ({ db, request, body }) =>
    setCommission(db, actorOf(request), { accountNumber: body.account_number }, body.commission_rate),
  );

  route(app, users.riderDetails, async ({ db, query }) => {
    const found = await getUser(db, { accountNumber: query.account_number });
    if (query.user_type && found.role !== query.user_type) {
      throw badRequest(`Account ${found.accountNumber} is a ${found.role}, not a ${query.user_type}`);
    }
    return found;
  });

  route(app, users.decideRiderVerification, async ({ db, request, body }) =>
    decideRiderVerification(db, actorOf(request), { accountNumber: body.account_number }, {
      action: body.action,
      remarks: body.remarks,
      expected: body.expected,
    }),
  );

  route(app, users.riderAttendance, async ({ db, query }) => riderAttendanceReport(db, query.account_number, query.start_date, query.end_date));

  route(app, users.editRider, async ({ db, request }) => {
    const body = await readMultipart(request, PROFILE_FILE_FIELDS);
    const accountNumber = body.fields.account_number?.trim();
    if (!accountNumber) throw badRequest('Please enter account_number', { errors: [{ field: 'account_number', message: 'Required' }] });
    delete body.fields.account_number;
    return editUser(db, actorOf(request), async (tx) => {
      const rider = await loadUserByAccountNumber(tx, accountNumber, true);
      if (rider.role !== 'rider') throw badRequest(`Account ${accountNumber} is not a rider`);
      return rider;
    }, body);
  });

  route(app, users.searchBuyer, async ({ db, query }) => {
    const q = parseListQuery(query, userListSpec);
    return listUsers(db, { ...q, filter: { ...q.filter, role: 'buyer', search: query.search } });
  });
}
