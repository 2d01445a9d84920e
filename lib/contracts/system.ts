import { z } from 'zod';
import { access, defineResource, successAnswer } from './operation';
import { paths } from './paths';

/** Plumbing a client outside the store may meet: health checks, the local upload target, this document. */

/** Ready means both checks passed: any other state is the 503. */
const readyAnswer = z.strictObject({
  status: z.literal('ready'),
  checks: z.strictObject({ database: z.literal('ok'), migrations: z.literal('ok') }),
  migrations: z.strictObject({ applied: z.number().int(), expected: z.number().int(), current: z.literal(true) }),
});

const notPut = {
  access: access.public,
  responses: {},
  errors: [405],
  description: 'Answers a JSON 405 with `Allow: PUT`.',
} as const;

export const system = defineResource('system', {
  health: {
    method: 'GET',
    path: paths.system.health,
    summary: 'Liveness: the process answers',
    access: access.public,
    responses: { 200: z.strictObject({ status: z.literal('ok') }) },
  },
  ready: {
    method: 'GET',
    path: paths.system.ready,
    summary: "Readiness: the database answers and its migrations are this build's",
    description: '503 with `Retry-After` while it is not ready.',
    access: access.public,
    responses: { 200: readyAnswer },
    errors: [503],
  },
  pageData: {
    method: 'GET',
    path: paths.system.pageData,
    summary: 'The hydration data of a stored store page',
    description: 'The id is a hash of the content, so an answer never changes. 404 when this process no longer holds it.',
    access: access.public,
    params: z.object({ id: z.string() }),
    responses: { 200: { file: 'application/json', description: "React's flight data for the page." } },
  },
  upload: {
    method: 'PUT',
    path: paths.system.upload,
    summary: 'Receive a pre-signed upload (embedded local storage only)',
    description: 'The signature in the query string is the credential; with S3 storage browsers upload to the bucket and this answers 404.',
    access: access.public,
    body: { raw: 'image/webp', description: 'The image bytes.' },
    responses: { 200: successAnswer },
    errors: [403],
  },
  uploadGet: { method: 'GET', path: paths.system.uploadGet, summary: 'Refused: the upload target only accepts PUT', ...notPut },
  uploadPost: { method: 'POST', path: paths.system.uploadPost, summary: 'Refused: the upload target only accepts PUT', ...notPut },
  uploadPatch: { method: 'PATCH', path: paths.system.uploadPatch, summary: 'Refused: the upload target only accepts PUT', ...notPut },
  uploadDelete: { method: 'DELETE', path: paths.system.uploadDelete, summary: 'Refused: the upload target only accepts PUT', ...notPut },
  openapi: {
    method: 'GET',
    path: paths.system.openapi,
    summary: 'This document: the API described in OpenAPI 3.1',
    access: access.public,
    responses: { 200: { file: 'application/json', description: 'An OpenAPI 3.1 document.' } },
  },
});
