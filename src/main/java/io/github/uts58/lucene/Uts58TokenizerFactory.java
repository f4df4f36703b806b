package io.github.uts58.lucene;

import io.github.uts58.core.LinkDetector;
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
  private LinkDetector detector;

  public Uts58TokenizerFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = new ComponentArgs(NAME, args);
    options = Uts58TokenizerOptions.parse(parsed);
    parsed.finish();
    if (options.detection.tldFile == null) {
      detector = options.detection.detector(null);
    }
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58TokenizerFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    if (options.detection.tldFile != null) {
      detector = options.detection.detector(TldFiles.load(loader, options.detection.tldFile));
    }
  }

  @Override
  public Uts58Tokenizer create(AttributeFactory factory) {
    if (detector == null) {
      throw new IllegalStateException("[" + NAME + "] tld_file is set but the factory was not informed of a ResourceLoader");
    }
    return new Uts58Tokenizer(factory, detector, options.wordSegmenter, options.maxTokenLength, options.checker);
  }
}
