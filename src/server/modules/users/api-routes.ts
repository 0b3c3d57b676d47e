import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditList } from '../../../shared/contracts/audit';
import { decisionConflict, idParam } from '../../../shared/contracts/common';
import { USER_SORTS, approvalAction, banUpdate, linkUpdate, user, userFilter, userList } from '../../../shared/contracts/users';
import { listQuerySchema, parseListQuery } from '../../../shared/list-params';
import { P } from '../../../shared/permissions';
import { actorOf } from '../../plugins/audit';
import { readMultipart } from '../files/multipart';
import { decideApproval, setBan, setLink } from './decisions';
import { dormantSince, listUsers } from './list';
import { getSetting } from '../settings/service';
import { editUser, eraseUser, PROFILE_FILE_FIELDS, registerUser } from './profile';
import { getUser, userHistory } from './read';
import { loadUserById } from './repo';

export const userListSpec = { filters: userFilter, sorts: USER_SORTS, defaultSort: { createdAt: 'desc' as const } };
const tags = ['users'];
const multipartDoc = { tags, consumes: ['multipart/form-data'] };

export const userApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/users/aggregation',
    { config: { permission: P.user.view }, schema: { tags, querystring: listQuerySchema, response: { 200: userList } } },
    async (request) => listUsers(db(), parseListQuery(request.query, userListSpec)),
  );

  app.get(
    '/api/users/dormant',
    { config: { permission: P.user.view }, schema: { tags, querystring: listQuerySchema, response: { 200: userList } } },
    async (request) => {
      const q = parseListQuery(request.query, userListSpec);
      return listUsers(db(), q, [dormantSince(await getSetting(db(), 'dormantAfterDays'))]);
    },
  );

  app.get(
    '/api/users/:id',
    { config: { permission: P.user.view }, schema: { tags, params: idParam, response: { 200: user } } },
    async (request) => getUser(db(), { id: request.params.id }),
  );

  app.get(
    '/api/users/:id/history',
    { config: { permission: P.user.view }, schema: { tags, params: idParam, querystring: listQuerySchema, response: { 200: auditList } } },
    async (request) => userHistory(db(), request.params.id, parseListQuery(request.query, { filters: {}, sorts: [], defaultSort: {} })),
  );

  app.patch(
    '/api/users/:id/approval-action',
    { config: { permission: P.user.approve }, schema: { tags, params: idParam, body: approvalAction, response: { 200: user, 409: decisionConflict } } },
    async (request) => decideApproval(db(), actorOf(request), { id: request.params.id }, request.body),
  );

  app.patch(
    '/api/users/:id/url',
    { config: { permission: P.user.edit }, schema: { tags, params: idParam, body: linkUpdate, response: { 200: user } } },
    async (request) => setLink(db(), actorOf(request), { id: request.params.id }, request.body.url),
  );

  app.patch(
    '/api/users/:id/ban',
    { config: { permission: P.user.approve }, schema: { tags, params: idParam, body: banUpdate, response: { 200: user, 409: decisionConflict } } },
    async (request) => setBan(db(), actorOf(request), { id: request.params.id }, request.body),
  );

  app.post(
    '/api/auth/register-new-user',
    { config: { permission: P.user.create }, schema: { ...multipartDoc, response: { 201: user } } },
    async (request, reply) => reply.code(201).send(await registerUser(db(), actorOf(request), await readMultipart(request, PROFILE_FILE_FIELDS))),
  );

  app.patch(
    '/api/account/:id',
    { config: { permission: P.user.edit }, schema: { ...multipartDoc, params: idParam, response: { 200: user } } },
    async (request) => {
      const body = await readMultipart(request, PROFILE_FILE_FIELDS);
      return editUser(db(), actorOf(request), (tx) => loadUserById(tx, request.params.id, true), body);
    },
  );

  app.delete(
    '/api/account/:id',
    { config: { permission: P.user.approve }, schema: { tags, params: idParam, response: { 200: user } } },
    async (request) => eraseUser(db(), actorOf(request), request.params.id),
  );
};

