package io.github.uts58.cli;

import io.github.uts58.conformance.DetectionTestFile;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkNormalizer;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/** {@code uts58 detect}: the links of each line, as UTS #58 finds them by default. */
final class DetectCommand implements Command {
  @Override
  public String name() {
    return "detect";
  }

  @Override
  public String synopsis() {
    return "detect [--mark | --json] [SETTINGS] [FILE...]";
  }

  @Override
  public String summary() {
    return "find URLs and email addresses (UTS #58) in FILEs or stdin";
  }

  @Override
  public String details() {
    return """
        Finds URLs and email addresses (UTS #58) in FILEs, or stdin; UTF-8.
        SETTINGS are the analysis components' detection settings (see README), for example
          --max-link-length 16  --tld-file FILE  --check-invalid-tld flag|reject  --adjust-start true
          --schemeless-links all|precise|www_only (default all: UTS #58 exactly)
        (rejected links are left out; --json lists the checks a link failed under "checks").
          (default)  one line per link: LINE<TAB>START<TAB>END<TAB>TYPE<TAB>TEXT
                     (with several FILEs, LINE is FILE:LINE); START/END are UTF-16 offsets in the line
          --mark     each input line with ⸠ and ⸡ around every link (LinkDetectionTest.txt notation)
          --json     one JSON object per link: source, line, start/end (UTF-16 offsets in the line),
                     start_cp/end_cp (code point offsets), type, text, normalized, host,
                     registrable_domain (null when none), truncated, checks
        """;
  }

  @Override
  public List<String> flags() {
    return List.of("--mark", "--json");
  }

  @Override
  public List<String> valued() {
    return Command.withDetectionSettings();
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    boolean mark = args.has("--mark");
    boolean json = args.has("--json");
    if (mark && json) {
      throw new Arguments.UsageException("--mark and --json cannot be used together");
    }
    DetectionOptions settings = args.detection(name());
    List<String> files = args.operands();
    terminal.eachLine(
        files,
        (source, number, line) -> {
          List<LinkDetection.CheckedLink> links = settings.links(line);
          if (mark) {
            terminal.out.println(marked(line, links));
            return;
          }
          for (LinkDetection.CheckedLink checked : links) {
            Link link = checked.link();
            terminal.out.println(
                json
                    ? json(source, number, line, checked, settings)
                    : (files.size() > 1 ? source + ":" : "")
                        + number
                        + "\t"
                        + link.start()
                        + "\t"
                        + link.end()
                        + "\t"
                        + link.type()
                        + "\t"
                        + link.text(line));
          }
        });
    return OK;
  }

  /** The line with ⸠ and ⸡ around each link kept (LinkDetectionTest.txt notation). */
  static String marked(String line, List<LinkDetection.CheckedLink> links) {
    return DetectionTestFile.mark(
        line, links.stream().map(LinkDetection.CheckedLink::link).toList());
  }

  private static String json(
      String source,
      int number,
      String line,
      LinkDetection.CheckedLink checked,
      DetectionOptions settings) {
    Link link = checked.link();
    String text = link.text(line);
    String host = line.substring(link.hostStart(), link.hostEnd());
    String normalized =
        link.truncated() ? null : settings.facets.normalizer().normalize(text, link.type());
    String domain =
        LinkNormalizer.registrableDomain(
            settings.detection.detector().topLevelDomains().publicSuffixList(), host, true);
    StringBuilder checks = new StringBuilder("[");
    for (String flag : checked.flags()) {
      checks.append(checks.length() > 1 ? "," : "").append(Json.quote(flag));
    }
    return "{\"source\":"
        + Json.quote(source)
        + ",\"line\":"
        + number
        + ",\"start\":"
        + link.start()
        + ",\"end\":"
        + link.end()
        + ",\"start_cp\":"
        + line.codePointCount(0, link.start())
        + ",\"end_cp\":"
        + line.codePointCount(0, link.end())
        + ",\"type\":"
        + Json.quote(link.type().name().toLowerCase(Locale.ROOT))
        + ",\"text\":"
        + Json.quote(text)
        + ",\"normalized\":"
        + (normalized == null ? "null" : Json.quote(normalized))
        + ",\"host\":"
        + Json.quote(LinkNormalizer.normalizeHost(host))
        + ",\"registrable_domain\":"
        + (domain == null ? "null" : Json.quote(domain))
        + ",\"truncated\":"
        + link.truncated()
        + ",\"checks\":"
        + checks.append(']')
        + "}";
  }
}
