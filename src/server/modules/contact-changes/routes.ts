import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decisionConflict, idParam } from '../../../shared/contracts/common';
import {
  CONTACT_CHANGE_SORTS,
  contactChangeDecision,
  contactChangeFilter,
  contactChangeList,
  contactChangeSubmission,
} from '../../../shared/contracts/users';
import { listQuerySchema, parseListQuery } from '../../../shared/list-params';
import { P } from '../../../shared/permissions';
import { actorOf } from '../../plugins/audit';
import { decideContactChange, listContactChanges } from './service';

const listSpec = { filters: contactChangeFilter, sorts: CONTACT_CHANGE_SORTS, defaultSort: { createdAt: 'asc' as const } };
const tags = ['contact changes'];

export const contactChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/change-contact-submissions',
    { config: { permission: P.user.view }, schema: { tags, querystring: listQuerySchema, response: { 200: contactChangeList } } },
    async (request) => listContactChanges(app.database.db, parseListQuery(request.query, listSpec)),
  );

  app.patch(
    '/api/change-contact-submissions/:id',
    { config: { permission: P.user.approve }, schema: { tags, params: idParam, body: contactChangeDecision, response: { 200: contactChangeSubmission, 409: decisionConflict } } },
    async (request) => decideContactChange(app.database.db, actorOf(request), request.params.id, request.body),
  );
};
