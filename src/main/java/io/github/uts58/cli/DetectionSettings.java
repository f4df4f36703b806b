package io.github.uts58.cli;

import io.github.uts58.core.Link;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.core.TopLevelDomains;
import io.github.uts58.lucene.CheckOptions;
import io.github.uts58.lucene.ComponentArgs;
import io.github.uts58.lucene.DetectorOptions;
import io.github.uts58.lucene.Uts58Analyzer;
import io.github.uts58.lucene.Uts58TokenizerOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;

/**
 * The detection settings of the analysis components on the command line, so a user can reproduce
 * in a terminal exactly what the analyzer does: each setting {@code name_with_underscores} is the
 * option {@code --name-with-hyphens VALUE} ({@code --max-link-length 16}, {@code --tld-file F},
 * {@code --check-invalid-tld flag}, {@code --adjust-start true}), read by the components' own
 * option classes, so names, defaults, ranges and errors are theirs.
 */
final class DetectionSettings {
  /** The component settings that are detection settings, in the components' order. */
  static final Set<String> NAMES = names();

  final LinkDetector detector;
  final LinkChecker checker;
  final LinkFacets facets;

  private DetectionSettings(LinkDetector detector, LinkChecker checker) {
    this.detector = detector;
    this.checker = checker;
    // one configured list: a Public Suffix List given as --tld-file also gives the registrable domains
    this.facets = new LinkFacets(LinkNormalizer.getDefault(), detector.topLevelDomains().publicSuffixList(), true);
  }

  static DetectionSettings defaults() {
    return new DetectionSettings(LinkDetector.getDefault(), LinkChecker.none());
  }

  private static Set<String> names() {
    ComponentArgs args = new ComponentArgs("cli", Map.of());
    DetectorOptions.parse(args);
    CheckOptions.parse(args);
    return args.known();
  }

  /** The option that stands for a setting: {@code max_link_length} → {@code --max-link-length}. */
  static String option(String setting) {
    return "--" + setting.replace('_', '-');
  }

  /** Every detection option, for a command's list of options that take a value. */
  static List<String> options() {
    List<String> options = new ArrayList<>();
    for (String name : NAMES) {
      options.add(option(name));
    }
    return options;
  }

  /**
   * The settings from parsed command-line options ({@code --option → value}); a bad value is an
   * {@link IllegalArgumentException} naming the option, an unreadable {@code --tld-file} an
   * IOException.
   */
  static DetectionSettings of(String command, Map<String, String> options) throws IOException {
    Map<String, String> settings = new LinkedHashMap<>();
    for (String name : NAMES) {
      String value = options.get(option(name));
      if (value != null) {
        settings.put(name, value);
      }
    }
    if (settings.isEmpty()) {
      return defaults();
    }
    ComponentArgs args = new ComponentArgs(command, settings);
    DetectorOptions detection;
    LinkChecker checker;
    try {
      detection = DetectorOptions.parse(args);
      checker = CheckOptions.parse(args);
      args.finish();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(optionNames(e.getMessage()), e);
    }
    TopLevelDomains tlds = null;
    if (detection.tldFile != null) {
      try {
        tlds = TopLevelDomains.load(Path.of(detection.tldFile));
      } catch (IOException | IllegalArgumentException e) {
        throw new IOException(option(DetectorOptions.TLD_FILE) + " " + detection.tldFile + ": " + e.getMessage(), e);
      }
    }
    return new DetectionSettings(detection.detector(tlds), checker);
  }

  /** "[detect] setting [max_link_length] must be …" → "option --max-link-length must be …". */
  private static String optionNames(String message) {
    String m = message.replaceFirst("^\\[[^\\]]*\\] setting \\[([a-z_]+)\\]", "option [$1]");
    for (String name : NAMES) {
      m = m.replace("[" + name + "]", option(name));
    }
    return m;
  }

  /** A link as the components keep it after the §8 checks, with the names of the checks it failed. */
  record CheckedLink(Link link, List<String> flags) {}

  /** The links of {@code text} after the checks: rejected ones left out, starts adjusted. */
  List<CheckedLink> links(String text) {
    List<CheckedLink> links = new ArrayList<>();
    for (Link link : detector.detect(text)) {
      if (checker.isNone()) {
        links.add(new CheckedLink(link, List.of()));
        continue;
      }
      LinkChecker.Verdict verdict = checker.check(text, link, detector.topLevelDomains());
      if (verdict.rejected()) {
        continue;
      }
      links.add(new CheckedLink(verdict.kept(link), verdict.flagNames()));
    }
    return links;
  }

  /** The facet values of the links of {@code text}, as {@link #links} keeps them. */
  Map<LinkFacets.Facet, Set<String>> values(String text) {
    Map<LinkFacets.Facet, Set<String>> values = LinkFacets.newValues();
    for (CheckedLink c : links(text)) {
      facets.add(text, c.link(), values);
    }
    return values;
  }

  /** The {@code uts58} analyzer with these settings, as the index's message field uses it. */
  Analyzer analyzer() {
    return new Uts58Analyzer(detector, Uts58TokenizerOptions.WordSegmenterKind.STANDARD,
        Uts58TokenizerOptions.DEFAULT_MAX_TOKEN_LENGTH, facets.normalizer(), checker);
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "max link length %d, %s", detector.maxLinkLength(), detector.topLevelDomains().source());
  }
}
