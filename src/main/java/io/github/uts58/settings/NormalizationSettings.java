package io.github.uts58.settings;

import io.github.uts58.core.LinkNormalizer;

/**
 * The normalization settings ({@link Component.Group#NORMALIZATION}) of {@code uts58_normalize},
 * the analyzer and the processor.
 */
public final class NormalizationSettings {
  private NormalizationSettings() {}

  public static LinkNormalizer read(ComponentArgs args) {
    return new LinkNormalizer(
        args.get(Setting.KEEP_SCHEME),
        args.get(Setting.DROP_DEFAULT_PORT),
        args.get(Setting.DROP_FRAGMENT));
  }
}
