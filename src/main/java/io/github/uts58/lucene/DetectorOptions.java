package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.TopLevelDomains;

/** The detection parameters shared by the tokenizer and the links filter. */
public final class DetectorOptions {
  public static final String MAX_LINK_LENGTH = "max_link_length";
  public static final String TLD_FILE = "tld_file";

  public final int maxLinkLength;
  /** A TLD list (Public Suffix List or IANA format) replacing the bundled one, or null. */
  public final String tldFile;

  private DetectorOptions(int maxLinkLength, String tldFile) {
    this.maxLinkLength = maxLinkLength;
    this.tldFile = tldFile;
  }

  public static DetectorOptions parse(ComponentArgs args) {
    return new DetectorOptions(
        args.integer(MAX_LINK_LENGTH, LinkDetector.DEFAULT_MAX_LINK_LENGTH, 16, 1 << 20),
        args.string(TLD_FILE, null));
  }

  /** A detector with these options; {@code tlds} is the loaded {@link #tldFile}, or null for the default. */
  public LinkDetector detector(TopLevelDomains tlds) {
    if (tlds == null && maxLinkLength == LinkDetector.DEFAULT_MAX_LINK_LENGTH) {
      return LinkDetector.getDefault();
    }
    LinkDetector.Builder b = LinkDetector.builder().maxLinkLength(maxLinkLength);
    if (tlds != null) {
      b.topLevelDomains(tlds);
    }
    return b.build();
  }
}
