package io.github.uts58.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** One command of {@code bin/uts58}: its help, the options it takes, and what it does. */
interface Command {
  /** Exit status: done. */
  int OK = 0;

  /** Exit status: a failure, or a search with no match. */
  int FAILED = 1;

  /** Exit status: the command was called wrongly. */
  int USAGE = 2;

  String name();

  /**
   * What follows "uts58 " on the usage line, e.g. {@code detect [--mark|--json] [SETTINGS]
   * [FILE...]}.
   */
  String synopsis();

  /** One line for the list of commands. */
  String summary();

  /** The command's help below its usage line. */
  String details();

  /** Options without a value. */
  default List<String> flags() {
    return List.of();
  }

  /** Options with a value. */
  default List<String> valued() {
    return List.of();
  }

  int run(Arguments args, Terminal terminal) throws IOException;

  default String help() {
    return "usage: uts58 " + synopsis() + "\n" + details();
  }

  /** {@code valued} and every detection setting as an option ({@code --max-link-length} …). */
  static List<String> withDetectionSettings(String... valued) {
    List<String> all = new ArrayList<>(List.of(valued));
    all.addAll(DetectionOptions.options());
    return all;
  }
}
