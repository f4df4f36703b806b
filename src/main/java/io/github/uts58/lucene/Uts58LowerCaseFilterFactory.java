package io.github.uts58.lucene;

import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;

/**
 * Lucene SPI factory of {@link NonLinkLowerCaseFilter}: lower-cases every token except links (the
 * {@code uts58} analyzer's last step, so it can be rebuilt as a custom analyzer). No settings.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58LowerCaseFilterFactory extends TokenFilterFactory {
  public static final String NAME = "uts58_lowercase";

  public Uts58LowerCaseFilterFactory(Map<String, String> args) {
    super(args);
    ComponentArgs.of(Component.LOWERCASE_FILTER, null, args).finish();
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58LowerCaseFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new NonLinkLowerCaseFilter(input);
  }

  @Override
  public TokenStream normalize(TokenStream input) {
    return create(input);
  }
}
