package io.github.uts58.cli;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.MinimalEscaping;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * {@code uts58 demo}: detection on a sample, then a generated log indexed, searched and faceted.
 */
final class DemoCommand implements Command {
  @Override
  public String name() {
    return "demo";
  }

  @Override
  public String synopsis() {
    return "demo [SETTINGS]";
  }

  @Override
  public String summary() {
    return "index a generated multilingual log and show searches and facets";
  }

  @Override
  public String details() {
    return """
        Generates a deterministic multilingual sample log, indexes it into a temporary directory, and
        shows detection, exact-URL searches in several spellings, and link facets.
        """;
  }

  @Override
  public List<String> valued() {
    return Command.withDetectionSettings();
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    if (!args.operands().isEmpty()) {
      throw new Arguments.UsageException("demo takes no operands");
    }
    DetectionOptions settings = args.detection(name());
    LinkDetector detector = settings.detection.detector();
    terminal.out.println(
        "UTS #58 link detection ("
            + detector.topLevelDomains().size()
            + " TLDs from "
            + detector.topLevelDomains().source()
            + ")\n");
    terminal.out.println("Detected links (⸠ ⸡):");
    for (String line : DemoText.LINES) {
      terminal.out.println("  " + DetectCommand.marked(line, settings.links(line)));
    }
    terminal.out.println("\nMinimal escaping (§4):");
    for (String url : DemoText.ESCAPED_URLS) {
      terminal.out.println("  " + url + "\n    → " + MinimalEscaping.minimalEscape(url));
    }

    Path work = Files.createTempDirectory("uts58-demo");
    try {
      Path log = work.resolve("sample.log");
      List<String> lines = DemoText.log(58, 5000);
      Files.write(log, lines, StandardCharsets.UTF_8);
      Path dir = work.resolve("index");
      terminal.out.println(
          "\nIndexing a generated multilingual log of "
              + lines.size()
              + " lines ("
              + log.getFileName()
              + ")...");
      terminal.out.flush();
      new IndexCommand().index(dir, List.of(log.toString()), null, settings, false, terminal);
      LinkIndex index = new LinkIndex(settings);
      terminal.out.println("\nExact-URL search: three spellings of one URL find the same lines");
      for (String q :
          List.of(
              "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
              "en.wikipedia.org/wiki/Antonín_Dvořák",
              "HTTPS://EN.WIKIPEDIA.ORG/wiki/Antonín_Dvořák")) {
        terminal.out.printf(
            Locale.ROOT, "  %-62s %,d lines%n", q, index.search(dir, q, Integer.MAX_VALUE).size());
      }
      terminal.out.println("  first matches:");
      for (LinkIndex.Hit hit : index.search(dir, "en.wikipedia.org/wiki/Antonín_Dvořák", 3)) {
        terminal.out.println("    " + hit.line() + ": " + hit.text());
      }
      terminal.out.println(
          "\nSearch for ops@bücher.de (also written mailto:ops@xn--bcher-kva.de): "
              + String.format(
                  Locale.ROOT,
                  "%,d lines",
                  index.search(dir, "ops@bücher.de", Integer.MAX_VALUE).size()));
      for (LinkIndex.Facet f :
          List.of(LinkIndex.Facet.URL, LinkIndex.Facet.DOMAIN, LinkIndex.Facet.EMAIL_DOMAIN)) {
        terminal.out.println();
        terminal.out.print(FacetTable.render(f.cliName, index.facets(dir, f, 5)));
      }
      terminal.out.println(
          "\nTry it on your own logs: bin/uts58 index --index DIR FILE... ; bin/uts58 search --index DIR"
              + " URL ; bin/uts58 facets --index DIR --by domain");
    } finally {
      try (var paths = Files.walk(work)) {
        for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(path);
        }
      }
    }
    return OK;
  }
}
