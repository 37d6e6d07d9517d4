/** The dead-letter queue as the admin routes read and retry it. */
export {
  closeDeadJob,
  countDeadJobs,
  type DeadJobRow,
  listDeadJobs,
  lockDeadJob,
  originalQueueOf,
} from './dead-jobs.repository';
