package io.github.uts58.lucene;

import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.NormalizationSettings;
import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;

/**
 * Lucene SPI factory of {@link Uts58NormalizeFilter}; its settings are {@link
 * Component#NORMALIZE_FILTER}'s.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58NormalizeFilterFactory extends TokenFilterFactory {
  public static final String NAME = "uts58_normalize";

  private final LinkNormalizer normalizer;

  public Uts58NormalizeFilterFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = ComponentArgs.of(Component.NORMALIZE_FILTER, null, args);
    normalizer = NormalizationSettings.read(parsed);
    parsed.finish();
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58NormalizeFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58NormalizeFilter(input, normalizer);
  }

  /** Usable in normalizers: a value that is one link is normalized whole. */
  @Override
  public TokenStream normalize(TokenStream input) {
    return create(input);
  }
}
