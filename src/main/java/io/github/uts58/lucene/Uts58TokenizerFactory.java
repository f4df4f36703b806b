package io.github.uts58.lucene;

import java.io.IOException;
import java.util.Map;
import org.apache.lucene.analysis.TokenizerFactory;
import org.apache.lucene.util.AttributeFactory;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Lucene SPI factory of {@link Uts58Tokenizer}: {@code word_segmenter} (standard | icu | none),
 * {@code max_token_length}, {@code max_link_length}, {@code tld_file}.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58TokenizerFactory extends TokenizerFactory implements ResourceLoaderAware {
  public static final String NAME = "uts58";

  private final Uts58TokenizerOptions options;
  private final FactoryDetector detector;

  public Uts58TokenizerFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = new ComponentArgs(NAME, args);
    options = Uts58TokenizerOptions.parse(parsed);
    parsed.finish();
    detector = new FactoryDetector(NAME, options.detection);
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58TokenizerFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    detector.inform(loader);
  }

  @Override
  public Uts58Tokenizer create(AttributeFactory factory) {
    return new Uts58Tokenizer(factory, detector.get(), options.wordSegmenter, options.maxTokenLength, options.checker);
  }
}
