import type { FastifyInstance } from 'fastify';
import { PROFILE_FILE_FIELDS, USER_SORTS, userFilter, users } from '@shared/contracts/users';
import { parseListQuery } from '@shared/list-params';
import { route } from '@server/core/route';
import { actorOf } from '@server/core/audit/audit-log';
import { readMultipart } from '@server/core/files/multipart';
import { decideApproval, setBan, setLink } from './decisions';
import { dormantSince, listUsers } from './list';
import { getGlobalSetting } from '@server/core/global-settings';
import { editUser, eraseUser, registerUser } from './profile';
import { getUser, userHistory } from './read';
import { loadUserById } from './repo';

export const userListSpec = { filters: userFilter, sorts: USER_SORTS, defaultSort: { createdAt: 'desc' as const } };

export async function userApiRoutes(app: FastifyInstance): Promise<void> {
  route(app, users.list, async ({ db, query }) => listUsers(db, parseListQuery(query, userListSpec)));
  route(app, users.dormant, async ({ db, query }) =>
    listUsers(db, parseListQuery(query, userListSpec), [dormantSince(await getGlobalSetting(db, 'dormantAfterDays'))]),
  );
  route(app, users.get, async ({ db, params }) => getUser(db, { id: params.id }));
  route(app, users.history, async ({ db, params, query }) =>
    userHistory(db, params.id, parseListQuery(query, { filters: {}, sorts: [], defaultSort: {} })),
  );
  route(app, users.decideApproval, async ({ db, request, params, body }) => decideApproval(db, actorOf(request), { id: params.id }, body));
  route(app, users.setLink, async ({ db, request, params, body }) => setLink(db, actorOf(request), { id: params.id }, body.url));
  route(app, users.setBan, async ({ db, request, params, body }) => setBan(db, actorOf(request), { id: params.id }, body));
  route(app, users.register, async ({ db, request }) => registerUser(db, actorOf(request), await readMultipart(request, PROFILE_FILE_FIELDS)));
  route(app, users.edit, async ({ db, request, params }) => {
    const body = await readMultipart(request, PROFILE_FILE_FIELDS);
    return editUser(db, actorOf(request), (tx) => loadUserById(tx, params.id, true), body);
  });
  route(app, users.erase, async ({ db, request, params }) => eraseUser(db, actorOf(request), params.id));
}
