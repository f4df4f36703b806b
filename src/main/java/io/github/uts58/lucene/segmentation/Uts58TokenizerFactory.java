package io.github.uts58.lucene.segmentation;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.SpiFiles;
import io.github.uts58.settings.WordSegmentation;
import java.io.IOException;
import java.util.Map;
import org.apache.lucene.analysis.TokenizerFactory;
import org.apache.lucene.util.AttributeFactory;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Lucene SPI factory of {@link Uts58Tokenizer}; its settings are {@link Component#TOKENIZER}'s.
 *
 * @lucene.spi {@value #NAME}
 */
public class Uts58TokenizerFactory extends TokenizerFactory implements ResourceLoaderAware {
  public static final String NAME = "uts58";

  private final WordSegmentation wordSegmenter;
  private final int maxTokenLength;
  private final DetectionSettings detectionSettings;
  private LinkDetection detection;

  public Uts58TokenizerFactory(Map<String, String> args) {
    super(args);
    ComponentArgs parsed = ComponentArgs.of(Component.TOKENIZER, null, args);
    wordSegmenter = parsed.get(Setting.WORD_SEGMENTER);
    maxTokenLength = parsed.get(Setting.MAX_TOKEN_LENGTH);
    detectionSettings = DetectionSettings.read(parsed);
    parsed.finish();
    detection = detectionSettings.buildWithoutFiles();
  }

  /** Default ctor for compatibility with SPI. */
  public Uts58TokenizerFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    detection = detectionSettings.build(loader);
  }

  @Override
  public Uts58Tokenizer create(AttributeFactory factory) {
    return new Uts58Tokenizer(
        factory, SpiFiles.informed(detection, NAME), wordSegmenter, maxTokenLength);
  }
}
