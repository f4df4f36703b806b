package io.github.uts58.lucene;

import io.github.uts58.core.LinkChecker;

/** Parameters of {@code uts58_links}. */
public final class LinksFilterOptions {
  public static final String KEEP_REMAINDER = "keep_remainder";

  public final boolean keepRemainder;
  public final DetectorOptions detection;
  public final LinkChecker checker;

  private LinksFilterOptions(boolean keepRemainder, DetectorOptions detection, LinkChecker checker) {
    this.keepRemainder = keepRemainder;
    this.detection = detection;
    this.checker = checker;
  }

  public static LinksFilterOptions parse(ComponentArgs args) {
    return new LinksFilterOptions(args.bool(KEEP_REMAINDER, true), DetectorOptions.parse(args), CheckOptions.parse(args));
  }
}
