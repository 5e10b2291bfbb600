/**
 * A virtual X display and the small set of X tools that drive real apps on it: Xvfb (the display),
 * xdotool (find, focus, resize windows; press keys; click) and ImageMagick's `import` (screenshots).
 * All of them are Debian packages (xvfb, xdotool, imagemagick); nothing here runs in `npm test`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";

/** Waits `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** An X display started by `startDisplay`, and the environment that points programs at it. */
export interface Display {
  env: NodeJS.ProcessEnv;
  /** The PNG painted on the screen's background before each whole-screen picture, if any. */
  wallpaper?: string;
  width: number;
  height: number;
  stop: () => void;
}

/**
 * An X tool that runs longer than this is stuck (ImageMagick's `import` once waited six minutes on a
 * window of a busy display) and is stopped, so that the shot fails and is tried again.
 */
const TOOL_TIMEOUT_MS = 60_000;

/** Runs an X tool on the display and returns its standard output; throws when it fails or hangs. */
export function x(display: Display, command: string, args: readonly string[]): string {
  return execFileSync(command, args, {
    env: display.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: TOOL_TIMEOUT_MS,
  });
}

/**
 * Starts Xvfb on display `:number` with a 24-bit screen of the given size.
 * @returns the display once it answers `xdotool getdisplaygeometry`.
 */
export async function startDisplay(number: number, width: number, height: number): Promise<Display> {
  const server = spawn("Xvfb", [`:${number}`, "-screen", "0", `${width}x${height}x24`, "-nolisten", "tcp"], {
    stdio: "ignore",
  });
  const env = { ...process.env, DISPLAY: `:${number}` };
  const display: Display = { env, width, height, stop: () => server.kill() };
  for (let tries = 0; tries < 50; tries++) {
    await sleep(100);
    try {
      x(display, "xdotool", ["getdisplaygeometry"]);
      return display;
    } catch {
      // not up yet
    }
  }
  server.kill();
  throw new Error(`Xvfb :${number} did not start (is the xvfb package installed?)`);
}

/** Starts an app on the display with extra environment; the caller stops it with `stopApp`. */
export function startApp(
  display: Display,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  // Its own process group, so stopping it also stops what it started (dbus-run-session starts a bus).
  return spawn(command, args, { env: { ...display.env, ...env }, stdio: "ignore", detached: true });
}

/** Stops an app started by `startApp`, and every process it started, and waits until it has exited. */
export async function stopApp(app: ChildProcess): Promise<void> {
  const group = app.pid;
  if (group === undefined) return;
  const signal = (name: NodeJS.Signals): void => {
    try {
      process.kill(-group, name);
    } catch {
      // the group is gone already
    }
  };
  const exited =
    app.exitCode !== null || app.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => app.once("exit", () => done()));
  signal("SIGTERM");
  await Promise.race([exited, sleep(3000)]);
  signal("SIGKILL");
}

/**
 * Waits for a visible window whose title (or, with `by: "class"`, window class) matches `pattern`, a
 * regular expression, and returns its id.
 */
export async function waitForWindow(
  display: Display,
  pattern: string,
  by: "name" | "class" = "name",
  timeoutMs = 30_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const ids = x(display, "xdotool", ["search", "--onlyvisible", `--${by}`, pattern])
        .trim()
        .split("\n");
      if (ids[0]) return ids[0];
    } catch {
      // no such window yet: xdotool exits 1
    }
    await sleep(200);
  }
  throw new Error(`no window with ${by} ${pattern} within ${timeoutMs} ms`);
}

/** A window's size in pixels. */
export function windowSize(display: Display, window: string): { width: number; height: number } {
  const out = x(display, "xdotool", ["getwindowgeometry", "--shell", window]);
  const get = (key: string): number => Number(new RegExp(`^${key}=(\\d+)`, "m").exec(out)?.[1]);
  return { width: get("WIDTH"), height: get("HEIGHT") };
}

/** Gives the window the keyboard focus (there is no window manager to do it). */
export function focus(display: Display, window: string): void {
  x(display, "xdotool", ["windowfocus", "--sync", window]);
}

/** Moves and resizes a window. */
export function place(
  display: Display,
  window: string,
  left: number,
  top: number,
  width: number,
  height: number,
) {
  x(display, "xdotool", ["windowmove", "--sync", window, String(left), String(top)]);
  x(display, "xdotool", ["windowsize", "--sync", window, String(width), String(height)]);
}

/** Presses keys (xdotool key names: `Up`, `Return`, `ctrl+3`, `5`) on the focused window. */
export function press(display: Display, ...keys: string[]): void {
  if (keys.length > 0) x(display, "xdotool", ["key", "--delay", "40", ...keys]);
}

/** Clicks mouse button `button` at position (`left`, `top`) inside a window. */
export function click(display: Display, window: string, left: number, top: number, button = 1): void {
  x(display, "xdotool", ["mousemove", "--window", window, "--sync", String(left), String(top)]);
  x(display, "xdotool", ["click", String(button)]);
}

/** Paints the screen's background (the desktop wallpaper) with a PNG, behind every window. */
function paintWallpaper(display: Display, png: string): void {
  try {
    x(display, "display", ["-window", "root", png]);
  } catch {
    // ImageMagick's display paints the root window, then exits 1 having no window of its own to show.
  }
}

/** Moves the pointer out of the way (a hovering pointer would draw hover effects into the shot). */
export function parkPointer(display: Display): void {
  x(display, "xdotool", ["mousemove", String(display.width - 1), String(display.height - 1)]);
}

/**
 * Saves a PNG of one window (its own pixels) or of the whole screen (`root`). The wallpaper is painted
 * again first: with no desktop program to keep it, a closed window leaves a black hole in it.
 */
export function capture(display: Display, target: string | "root", file: string): void {
  if (target === "root" && display.wallpaper !== undefined) paintWallpaper(display, display.wallpaper);
  x(display, "import", ["-window", target, "-strip", file]);
  const black = blackShare(display, file);
  if (black > UNPAINTED) throw new Error(`${Math.round(black * 100)} % of the picture is unpainted black`);
}

/**
 * A picture with more than this share of pure black pixels was taken before the app painted its
 * window (a KSudoku window on a busy machine: 83 % black). Measured on the 98 catalogue pictures and 179
 * extra KSudoku ones that were painted: at most 9.3 % (Solo's light theme, small windows).
 */
const UNPAINTED = 0.3;

/** The share of a PNG's pixels that are pure black (ImageMagick). */
export function blackShare(display: Display, file: string): number {
  const mean = x(display, "convert", [
    file,
    "-colorspace",
    "gray",
    "-threshold",
    "0",
    "-negate",
    "-format",
    "%[fx:mean]",
    "info:",
  ]);
  return Number(mean);
}
