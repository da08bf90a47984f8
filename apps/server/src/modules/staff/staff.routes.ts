import {
  ArtistIssuesResponseSchema,
  ArtistSongIssuesResponseSchema,
  BulkApproveBodySchema,
  BulkApproveResponseSchema,
  CreateNoteBodySchema,
  CreateQualityIssueBodySchema,
  CreateTaskBodySchema,
  DecisionsExportQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  PriorityResponseSchema,
  QualityIssueResponseSchema,
  QualityListQuerySchema,
  QualityListResponseSchema,
  RejectBodySchema,
  ReviewDecisionResponseSchema,
  ReviewDetailResponseSchema,
  ReviewQueueResponseSchema,
  SetPriorityBodySchema,
  SongIdParamsSchema,
  StaffDashboardResponseSchema,
  StaffMembersResponseSchema,
  StaffPageQuerySchema,
  StaffTasksResponseSchema,
  SupportListQuerySchema,
  SupportListResponseSchema,
  TaskResponseSchema,
  TicketResponseSchema,
  UpdateQualityIssueBodySchema,
  UpdateTaskBodySchema,
  UpdateTicketBodySchema,
} from '@nupe/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { StaffService } from './staff.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const csvErrors = errorResponses(401, 403);
const staff = { access: ['staff'] as const };
const security = [{ bearer: [] }];

function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

const today = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);

/** The staff area (issue 7). Every call is for staff; admins may do all of it too. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff: service }) => {
  const tags = ['staff'];

  app.get(
    '/staff/dashboard',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff dashboard: counts, the pending reviews, open quality issues and team status',
        security,
        response: { 200: StaffDashboardResponseSchema, ...errors },
      },
    },
    async () => service.dashboard(),
  );

  // Content review

  app.get(
    '/staff/reviews',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Songs waiting for review (uploads and resubmissions), oldest first, with priorities; paged',
        security,
        querystring: StaffPageQuerySchema,
        response: { 200: ReviewQueueResponseSchema, ...errors },
      },
    },
    async (request) => service.queue(request.query),
  );

  app.post(
    '/staff/reviews/bulk-approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approve several songs under review at once (all or none)',
        security,
        body: BulkApproveBodySchema,
        response: { 200: BulkApproveResponseSchema, ...errors },
      },
    },
    async (request) => service.bulkApprove(requireUser(request), request.body.songIds),
  );

  app.get(
    '/staff/reviews/:songId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One song under review: the song, its file, its automatic checks and open issues',
        security,
        params: SongIdParamsSchema,
        response: { 200: ReviewDetailResponseSchema, ...errors },
      },
    },
    async (request) => service.reviewDetail(request.params.songId),
  );

  app.patch(
    '/staff/reviews/:songId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Set the review priority of a song under review',
        security,
        params: SongIdParamsSchema,
        body: SetPriorityBodySchema,
        response: { 200: PriorityResponseSchema, ...errors },
      },
    },
    async (request) => service.setPriority(requireUser(request), request.params.songId, request.body.priority),
  );

  app.post(
    '/staff/reviews/:songId/approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approve a song under review: it is published',
        security,
        params: SongIdParamsSchema,
        response: { 200: ReviewDecisionResponseSchema, ...errors },
      },
    },
    async (request) => service.approve(requireUser(request), request.params.songId),
  );

  app.post(
    '/staff/reviews/:songId/reject',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Reject a song under review with a reason the artist sees',
        security,
        params: SongIdParamsSchema,
        body: RejectBodySchema,
        response: { 200: ReviewDecisionResponseSchema, ...errors },
      },
    },
    async (request) => service.reject(requireUser(request), request.params.songId, request.body.reason),
  );

  // Quality

  app.get(
    '/staff/quality',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Quality issues by status (open by default), optionally only on songs whose title or credit contains q; paged',
        security,
        querystring: QualityListQuerySchema,
        response: { 200: QualityListResponseSchema, ...errors },
      },
    },
    async (request) => service.qualityList(request.query.status, request.query),
  );

  app.post(
    '/staff/quality',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Raise a quality issue on a song by hand',
        security,
        body: CreateQualityIssueBodySchema,
        response: { 201: QualityIssueResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.raiseIssue(requireUser(request), request.body)),
  );

  app.patch(
    '/staff/quality/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change the status of a quality issue, resolve it or reopen it',
        security,
        params: IdParamsSchema,
        body: UpdateQualityIssueBodySchema,
        response: { 200: QualityIssueResponseSchema, ...errors },
      },
    },
    async (request) => service.updateIssue(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/artist/songs/:id/issues',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: 'The open quality issues staff or the automatic checks found on one of your songs',
        security,
        params: IdParamsSchema,
        response: { 200: ArtistSongIssuesResponseSchema, ...errors },
      },
    },
    async (request) => service.artistSongIssues(requireUser(request), request.params.id),
  );

  app.get(
    '/artist/issues',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: 'The open quality issues on all of your songs, oldest first',
        security,
        response: { 200: ArtistIssuesResponseSchema, ...errors },
      },
    },
    async (request) => service.artistIssues(requireUser(request)),
  );

  // Support

  app.get(
    '/staff/support',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Support tickets (contact form and artist messages) with their internal notes; paged',
        security,
        querystring: SupportListQuerySchema,
        response: { 200: SupportListResponseSchema, ...errors },
      },
    },
    async (request) => service.tickets(request.query.status, request.query),
  );

  app.patch(
    '/staff/support/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change the status of a support ticket',
        security,
        params: IdParamsSchema,
        body: UpdateTicketBodySchema,
        response: { 200: TicketResponseSchema, ...errors },
      },
    },
    async (request) => service.setTicketStatus(request.params.id, request.body.status),
  );

  app.post(
    '/staff/support/:id/notes',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add an internal note to a support ticket (never shown to the sender)',
        security,
        params: IdParamsSchema,
        body: CreateNoteBodySchema,
        response: { 201: TicketResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addNote(requireUser(request), request.params.id, request.body.body)),
  );

  // Tasks

  app.get(
    '/staff/members',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Active staff and admin accounts, for assigning tasks',
        security,
        response: { 200: StaffMembersResponseSchema, ...errors },
      },
    },
    async () => ({ members: await service.members() }),
  );

  app.get(
    '/staff/tasks',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The shared task list',
        security,
        response: { 200: StaffTasksResponseSchema, ...errors },
      },
    },
    async () => ({ tasks: await service.tasks() }),
  );

  app.post(
    '/staff/tasks',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a task',
        security,
        body: CreateTaskBodySchema,
        response: { 201: TaskResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createTask(requireUser(request), request.body)),
  );

  app.patch(
    '/staff/tasks/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change a task: title, assignee, due date, done',
        security,
        params: IdParamsSchema,
        body: UpdateTaskBodySchema,
        response: { 200: TaskResponseSchema, ...errors },
      },
    },
    async (request) => service.updateTask(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/staff/tasks/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a task',
        security,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteTask(request.params.id),
  );

  // Exports (CSV)

  app.get(
    '/staff/exports/review-decisions.csv',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Review decisions between two dates (Lagos days, inclusive) as CSV',
        security,
        querystring: DecisionsExportQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `review-decisions-${request.query.from}-to-${request.query.to}.csv`,
        await service.reviewDecisionsCsv(request.query.from, request.query.to),
      ),
  );

  app.get(
    '/staff/exports/quality-issues.csv',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Open quality issues as CSV (the quality report)',
        security,
        response: csvErrors,
      },
    },
    async (_request, reply) => sendCsv(reply, `quality-report-${today()}.csv`, await service.openIssuesCsv()),
  );

  app.get(
    '/staff/exports/support-tickets.csv',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Support tickets with their internal notes as CSV',
        security,
        response: csvErrors,
      },
    },
    async (_request, reply) => sendCsv(reply, `support-tickets-${today()}.csv`, await service.ticketsCsv()),
  );
};
