package io.github.uts58.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * {@code bin/uts58}: dispatches to one {@link Command} per name. Reads and writes UTF-8; errors go
 * to stderr with a non-zero exit status (1 for failures, 2 for usage errors). Input that is not
 * valid UTF-8 is decoded with U+FFFD in place of each bad sequence and a warning (FILE:LINE, count)
 * per source; the status stays 0. A closed stdout ends the run at once, with status 0.
 */
public final class Main {
  /** In the order of the usage text. */
  private static final List<Command> COMMANDS =
      List.of(
          new DemoCommand(),
          new DetectCommand(),
          new EscapeCommand(),
          new DisplayCommand(),
          new IndexCommand(),
          new SearchCommand(),
          new FacetsCommand(),
          new ExtensionsCommand(),
          new ConformanceCommand());

  private static final String GENERAL_HELP =
      """
      detect, index, search and demo take the analysis components' detection settings as options,
      e.g. --max-link-length 16, --tld-file FILE, --check-invalid-tld flag, --adjust-start true,
      --schemeless-links all|precise|www_only (index, search and demo: precise by default, so file
      names such as setup.py or Makefile.in are no hosts; detect: all, UTS #58 exactly).

      Input is UTF-8; a byte sequence that is not is read as U+FFFD, with one warning per file on
      stderr (FILE:LINE of the first, and the count); the exit status is unaffected. Exit status: 0
      done (also when stdout was closed, e.g. by head), 1 failure or no match, 2 usage error.
      Run 'uts58 COMMAND --help' for a command's options.
      """;

  /** Held strongly: JUL keeps loggers weakly, and a collected one forgets its level. */
  private static final Logger LUCENE_VECTORIZATION =
      Logger.getLogger("org.apache.lucene.internal.vectorization");

  private final Terminal terminal;

  Main(InputStream in, PrintStream out, PrintStream err) {
    this.terminal = new Terminal(in, out, err);
  }

  public static void main(String[] args) {
    // Lucene tells, on every start, that the incubating Vector API is not enabled; not useful here.
    LUCENE_VECTORIZATION.setLevel(Level.SEVERE);
    System.exit(new Main(System.in, System.out, System.err).run(args));
  }

  /** The list of commands, each with its synopsis and summary. */
  static String usage() {
    StringBuilder sb = new StringBuilder("usage: uts58 <command> [options]\n\ncommands:\n");
    for (Command c : COMMANDS) {
      String synopsis = c.synopsis();
      sb.append(
          synopsis.length() <= 28
              ? String.format(Locale.ROOT, "  %-28s %s%n", synopsis, c.summary())
              : String.format(Locale.ROOT, "  %s%n  %-28s %s%n", synopsis, "", c.summary()));
    }
    sb.append(
        String.format(Locale.ROOT, "  %-28s %s%n", "help [COMMAND]", "this text, or a command's"));
    return sb.append('\n').append(GENERAL_HELP).toString();
  }

  private static Command command(String name) {
    for (Command c : COMMANDS) {
      if (c.name().equals(name)) {
        return c;
      }
    }
    return null;
  }

  int run(String[] args) {
    try {
      if (args.length == 0) {
        terminal.err.print(usage());
        return Command.USAGE;
      }
      String name = args[0];
      List<String> rest = new ArrayList<>(List.of(args).subList(1, args.length));
      Command command = command(name);
      if (name.equals("help") || name.equals("--help") || name.equals("-h")) {
        Command asked = rest.isEmpty() ? null : command(rest.get(0));
        terminal.out.print(asked == null ? usage() : asked.help());
        return Command.OK;
      }
      if (command == null) {
        return usage("unknown command: " + name);
      }
      if (rest.contains("--help") || rest.contains("-h")) {
        terminal.out.print(command.help());
        return Command.OK;
      }
      return command.run(Arguments.parse(rest, command.flags(), command.valued()), terminal);
    } catch (Terminal.OutputClosed e) {
      return Command.OK;
    } catch (Arguments.UsageException e) {
      return usage(e.getMessage());
    } catch (IOException | UncheckedIOException e) {
      terminal.err.println("uts58: " + e.getMessage());
      return Command.FAILED;
    } finally {
      terminal.flush();
    }
  }

  private int usage(String message) {
    terminal.err.println("uts58: " + message);
    terminal.err.println("Run 'uts58 help' for usage.");
    return Command.USAGE;
  }
}
