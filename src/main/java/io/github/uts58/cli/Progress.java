package io.github.uts58.cli;

import java.io.Console;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress display on stderr (bytes, lines, links, rate), redrawn at most 4 times a
 * second.
 */
final class Progress {
  private final PrintWriter err;
  private final boolean enabled;
  private final long startNanos = System.nanoTime();
  private long lastDraw;
  private boolean drawn;

  Progress(PrintWriter err, boolean enabled) {
    this.err = err;
    this.enabled = enabled;
  }

  /** Whether stderr is an interactive terminal (JDK 22+ reports it; on 21 a console means one). */
  static boolean interactive() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
    } catch (ReflectiveOperationException e) {
      return true;
    }
  }

  void update(long bytes, long lines, long links) {
    long now = System.nanoTime();
    if (!enabled || now - lastDraw < 250_000_000L) {
      return;
    }
    lastDraw = now;
    drawn = true;
    err.print("\r" + line(bytes, lines, links, now) + "   ");
    err.flush();
  }

  String line(long bytes, long lines, long links, long now) {
    double seconds = Math.max(1e-9, (now - startNanos) / 1e9);
    return String.format(
        Locale.ROOT,
        "%s  %,d lines  %,d links  %,.0f lines/s",
        size(bytes),
        lines,
        links,
        lines / seconds);
  }

  double seconds() {
    return (System.nanoTime() - startNanos) / 1e9;
  }

  void finish() {
    if (drawn) {
      err.print("\r\u001b[K");
      err.flush();
    }
  }

  static String size(long bytes) {
    if (bytes < 1024) {
      return bytes + " B";
    }
    if (bytes < 1024 * 1024) {
      return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
    }
    return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024));
  }
}
