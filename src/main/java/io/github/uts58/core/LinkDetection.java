package io.github.uts58.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Detection as a component applies it: the {@link LinkDetector} and the §8 {@link LinkChecker} that
 * follows it. Immutable and thread-safe.
 */
public record LinkDetection(LinkDetector detector, LinkChecker checker) {

  /**
   * A link as kept after the checks (its start possibly moved), with the names of the checks it
   * failed.
   */
  public record CheckedLink(Link link, List<String> flags) {}

  /** UTS #58 detection with no checks. */
  public static LinkDetection of(LinkDetector detector) {
    return new LinkDetection(detector, LinkChecker.none());
  }

  public static LinkDetection getDefault() {
    return of(LinkDetector.getDefault());
  }

  /** The links of {@code text} after the checks: rejected ones left out, starts adjusted. */
  public List<CheckedLink> links(CharSequence text) {
    List<CheckedLink> links = new ArrayList<>();
    for (Link link : detector.detect(text)) {
      if (checker.isNone()) {
        links.add(new CheckedLink(link, List.of()));
        continue;
      }
      LinkChecker.Verdict verdict = checker.check(text, link, detector.topLevelDomains());
      if (!verdict.rejected()) {
        links.add(new CheckedLink(verdict.kept(link), verdict.flagNames()));
      }
    }
    return links;
  }
}
