package io.github.uts58.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What a command reads and writes: stdin, and stdout and stderr in UTF-8. Lines of files and of
 * stdin are decoded the same way ({@link Utf8Lines}: U+FFFD for invalid UTF-8, one warning per
 * source); a closed stdout ends the command ({@link OutputClosed}).
 */
final class Terminal {
  /**
   * Thrown when stdout is closed (a pipe reader such as head has quit): nothing more can be
   * written.
   */
  static final class OutputClosed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutputClosed() {
      super(null, null, false, false);
    }
  }

  /** Receives each line read. */
  interface LineHandler {
    void line(String source, int number, String line) throws IOException;
  }

  final PrintWriter out;
  final PrintWriter err;
  private final InputStream stdin;
  private final PrintStream stdout;

  Terminal(InputStream in, PrintStream out, PrintStream err) {
    this.stdin = in;
    this.stdout = out;
    this.out = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), false);
    this.err = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
  }

  /** Feeds every line of the files (or of stdin when there are none) to the handler. */
  void eachLine(List<String> files, LineHandler handler) throws IOException {
    if (files.isEmpty()) {
      readLines("<stdin>", stdin, handler);
      return;
    }
    for (String f : files) {
      Path path = readableFile(f);
      try (InputStream in = Files.newInputStream(path)) {
        readLines(f, in, handler);
      }
    }
  }

  /** The file {@code name}, or an IOException saying it cannot be read. */
  static Path readableFile(String name) throws IOException {
    Path path = Path.of(name);
    if (!Files.isReadable(path) || Files.isDirectory(path)) {
      throw new IOException("cannot read file: " + name);
    }
    return path;
  }

  private void readLines(String source, InputStream in, LineHandler handler) throws IOException {
    Utf8Lines lines = new Utf8Lines(in);
    String line;
    while ((line = lines.next()) != null) {
      handler.line(source, lines.lineNumber(), line);
      if ((lines.lineNumber() & 63) == 0) {
        checkOutput();
      }
    }
    checkOutput();
    if (lines.invalidSequences() > 0) {
      err.println(
          "uts58: warning: "
              + source
              + ":"
              + lines.firstInvalidLine()
              + ": not valid UTF-8, read as U+FFFD ("
              + String.format(Locale.ROOT, "%,d", lines.invalidSequences())
              + " invalid sequence"
              + (lines.invalidSequences() > 1 ? "s" : "")
              + " in "
              + source
              + ")");
    }
  }

  /** Throws {@link OutputClosed} when stdout can take no more (a closed pipe). */
  void checkOutput() {
    out.flush();
    if (stdout.checkError()) {
      throw new OutputClosed();
    }
  }

  void flush() {
    out.flush();
    err.flush();
  }
}
