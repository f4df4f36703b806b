package io.github.uts58.lucene;

import io.github.uts58.core.LinkNormalizer;

/** Parameters of {@code uts58_normalize} (and of the analyzer's normalization). */
public final class NormalizeOptions {
  public static final String KEEP_SCHEME = "keep_scheme";
  public static final String DROP_DEFAULT_PORT = "drop_default_port";
  public static final String DROP_FRAGMENT = "drop_fragment";

  private NormalizeOptions() {}

  public static LinkNormalizer parse(ComponentArgs args) {
    return new LinkNormalizer(
        args.bool(KEEP_SCHEME, false), args.bool(DROP_DEFAULT_PORT, true), args.bool(DROP_FRAGMENT, false));
  }
}
