package io.github.uts58.cli;

import io.github.uts58.core.Link;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** {@code uts58 search}: the lines with a link in any spelling, or with the query's words. */
final class SearchCommand implements Command {
  @Override
  public String name() {
    return "search";
  }

  @Override
  public String synopsis() {
    return "search --index DIR [--limit N] [SETTINGS] QUERY";
  }

  @Override
  public String summary() {
    return "lines with a link (in any spelling) or with the words of QUERY";
  }

  @Override
  public String details() {
    return """
        If QUERY is one URL or email address, finds the lines that contain it in any spelling
        (escaped or not, punycode or IDN, any host case); otherwise the lines with QUERY's words
        (as a phrase). Prints SOURCE:LINE: TEXT, links highlighted on a terminal; at most N (default 20).
        Exit status 1 when nothing matches.
        """;
  }

  @Override
  public List<String> valued() {
    return Command.withDetectionSettings("--index", "--limit");
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    Path dir = args.existingIndex();
    int limit = args.positiveInt("--limit", 20);
    DetectionOptions settings = args.detection(name());
    if (args.operands().isEmpty()) {
      throw new Arguments.UsageException("search needs a QUERY");
    }
    String query = String.join(" ", args.operands());
    LinkIndex index = new LinkIndex(settings);
    List<LinkIndex.Hit> hits = index.search(dir, query, limit);
    boolean color = Progress.interactive();
    Set<String> wanted = new HashSet<>();
    for (Set<String> values : index.linkValues(query.strip())) {
      wanted.addAll(values);
    }
    for (LinkIndex.Hit hit : hits) {
      terminal.out.println(
          hit.source()
              + ":"
              + hit.line()
              + ": "
              + (color ? highlight(hit.text(), wanted, index, settings) : hit.text()));
    }
    return hits.isEmpty() ? FAILED : OK;
  }

  /** Bold-underlines the links whose canonical value is one the query asked for. */
  private static String highlight(
      String text, Set<String> wanted, LinkIndex index, DetectionOptions settings) {
    StringBuilder sb = new StringBuilder();
    int last = 0;
    for (Link link : settings.detection.detector().detect(text)) {
      boolean match = false;
      for (Set<String> values : index.linkValues(link.text(text))) {
        for (String v : values) {
          match |= wanted.contains(v);
        }
      }
      if (match) {
        sb.append(text, last, link.start())
            .append("\u001b[1;4m")
            .append(link.text(text))
            .append("\u001b[0m");
        last = link.end();
      }
    }
    return sb.append(text, last, text.length()).toString();
  }
}
