/**
 * The reply pool's worker thread (loaded by piscina): builds one job's reply off the bot's event loop. It says
 * on the pool's broadcast channel when it starts a job, so the pool's per-job time limit counts working time,
 * not time in the queue. (One channel for all jobs: a MessagePort per job cost about 1 ms of the main thread's
 * time per job to create and transfer, measured in a burst of 300.)
 */
import { BroadcastChannel } from "node:worker_threads";
import type { BoardReply } from "../shared/board-reply.js";
import { buildJobReply, type ReplyJob } from "./job.js";

/** What the pool sends: the job, its number, and the channel to announce its start on. */
export interface WorkerTask {
  job: ReplyJob;
  id: number;
  channel: string;
}

const channels = new Map<string, BroadcastChannel>();

/** Runs one job (piscina calls the default export). */
export default function runJob({ job, id, channel }: WorkerTask): BoardReply | Promise<BoardReply> {
  let started = channels.get(channel);
  if (started === undefined) {
    started = new BroadcastChannel(channel);
    started.unref();
    channels.set(channel, started);
  }
  started.postMessage(id);
  return buildJobReply(job);
}
