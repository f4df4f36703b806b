package io.github.uts58.lucene;

/** Parameters of {@code uts58_links}. */
public final class LinksFilterOptions {
  public static final String KEEP_REMAINDER = "keep_remainder";

  public final boolean keepRemainder;
  public final DetectorOptions detection;

  private LinksFilterOptions(boolean keepRemainder, DetectorOptions detection) {
    this.keepRemainder = keepRemainder;
    this.detection = detection;
  }

  public static LinksFilterOptions parse(ComponentArgs args) {
    return new LinksFilterOptions(args.bool(KEEP_REMAINDER, true), DetectorOptions.parse(args));
  }
}
