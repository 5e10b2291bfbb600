/**
 * The reply pool's worker thread (loaded by piscina): builds one job's reply off the bot's event loop. It says
 * on the job's port when it starts, so the pool's per-job time limit counts working time, not time in the queue.
 */
import type { MessagePort } from "node:worker_threads";
import type { BoardReply } from "../shared/board-reply.js";
import { buildJobReply, type ReplyJob } from "./job.js";

/** What the pool sends: the job, and a port to announce the start on. */
export interface WorkerTask {
  job: ReplyJob;
  started: MessagePort;
}

/** Runs one job (piscina calls the default export). */
export default function runJob({ job, started }: WorkerTask): BoardReply {
  started.postMessage("started");
  started.close();
  return buildJobReply(job);
}
