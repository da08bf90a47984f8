import { describe, expect, it } from 'vitest';
import { createTranscodeSlots } from './transcode-slots.js';

/** A job's work that ends when the test says so. */
function held() {
  let end: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { work: () => done, end };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('transcode slots', () => {
  it('refuses a listener once every slot is taken, and takes one again when it is freed', () => {
    const slots = createTranscodeSlots(2);
    const a = slots.tryAcquire();
    const b = slots.tryAcquire();
    expect(a && b).toBeTruthy();
    expect(slots.tryAcquire()).toBeNull();
    a?.release();
    a?.release(); // twice frees one slot, not two
    expect(slots.inUse).toBe(1);
    expect(slots.tryAcquire()).not.toBeNull();
  });

  it('lets jobs take all slots but one: a listener still gets the last', async () => {
    const slots = createTranscodeSlots(3);
    const first = held();
    const second = held();
    const third = held();
    const runs = [slots.forJob(undefined, first.work), slots.forJob(undefined, second.work)];
    const late = slots.forJob(undefined, third.work);
    await tick();
    expect(slots.inUse).toBe(2);
    expect(slots.waiting).toBe(1);
    const listener = slots.tryAcquire();
    expect(listener).not.toBeNull();
    expect(slots.tryAcquire()).toBeNull();

    // A job ends: the waiting one starts in its place (first come, first served).
    first.end();
    await runs[0];
    await tick();
    expect(slots.waiting).toBe(0);
    expect(slots.inUse).toBe(3);
    second.end();
    third.end();
    await Promise.all([runs[1], late]);
    listener?.release();
    expect(slots.inUse).toBe(0);
  });

  it('with one slot, a job takes it and a listener waits for it to end', async () => {
    const slots = createTranscodeSlots(1);
    const job = held();
    const run = slots.forJob(undefined, job.work);
    await tick();
    expect(slots.tryAcquire()).toBeNull();
    job.end();
    await run;
    expect(slots.tryAcquire()).not.toBeNull();
  });

  it('frees the slot when the work fails, and a job aborted while waiting leaves the queue', async () => {
    const slots = createTranscodeSlots(2);
    await expect(slots.forJob(undefined, () => Promise.reject(new Error('ffmpeg failed')))).rejects.toThrow(
      'ffmpeg failed',
    );
    expect(slots.inUse).toBe(0);

    const running = held();
    const run = slots.forJob(undefined, running.work);
    const controller = new AbortController();
    let started = false;
    const waiting = slots.forJob(controller.signal, async () => {
      started = true;
    });
    await tick();
    expect(slots.waiting).toBe(1);
    controller.abort(new Error('worker stopping'));
    await expect(waiting).rejects.toThrow('worker stopping');
    expect(slots.waiting).toBe(0);
    running.end();
    await run;
    expect(started).toBe(false);
    expect(slots.inUse).toBe(0);
  });
});
