/** /api itself is no resource: the same JSON 404 as any unknown path below it. */
export { DELETE, GET, OPTIONS, PATCH, POST, PUT } from './[...path]/route';
