package io.github.uts58.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * Each signal of {@link SchemelessLinks#PRECISE} ({@link LookalikeHosts}), with a case it drops and
 * a case it keeps; written in the ⸠…⸡ notation of LinkDetectionTest.txt. Every dropped case is a
 * link in {@link SchemelessLinks#ALL}, so each assertion can fail.
 */
public class LookalikeHostsTest extends LuceneTestCase {
  /** A line further from what follows it than the context read. */
  private static final String FAR = "\n" + "x ".repeat(40) + "\n";

  private static final LinkDetector PRECISE =
      LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build();
  private static final LinkDetector WWW_ONLY =
      LinkDetector.builder().schemelessLinks(SchemelessLinks.WWW_ONLY).build();

  /**
   * {@code marked}: the text with ⸠…⸡ around what precise mode links; ALL links the ⟦…⟧ ones too.
   */
  private static void assertPrecise(String marked) {
    String text = marked.replaceAll("[⸠⸡⟦⟧]", "");
    assertEquals(marked.replaceAll("[⟦⟧]", ""), mark(PRECISE, text));
    assertEquals(
        "UTS #58 links every candidate",
        marked.replace('⟦', '⸠').replace('⟧', '⸡'),
        mark(LinkDetector.getDefault(), text));
  }

  /** Precise mode with the file extensions (and names) of {@code list} instead of the bundled. */
  private static LinkDetector preciseWith(String list) {
    return LinkDetector.builder()
        .schemelessLinks(SchemelessLinks.PRECISE)
        .fileExtensions(FileExtensions.parse(list))
        .build();
  }

  private static String mark(LinkDetector detector, String text) {
    StringBuilder out = new StringBuilder();
    int last = 0;
    for (Link link : detector.detect(text)) {
      out.append(text, last, link.start())
          .append('⸠')
          .append(text, link.start(), link.end())
          .append('⸡');
      last = link.end();
    }
    return out.append(text.substring(last)).toString();
  }

  public void testVersionControlKeywordNamesTheFile() {
    // the file RCS's, CVS's or Subversion's $Id: names stays a file after its author's address
    // in the same domain, which alone makes a later bare name a link
    assertPrecise(
        "# $Id: ⟦dau.pl⟧ 273 2008-02-03 15:27:25Z heidinger $\n"
            + "# Clemens Heidinger <⸠heidinger@dau.pl⸡>\n"
            + "⟦dau.pl⟧ reacts");
    assertPrecise("# Clemens Heidinger <⸠heidinger@dau.pl⸡>\n⸠dau.pl⸡ reacts");
    assertPrecise("/* $RCSfile: ⟦cpp.pl⟧ $ */\n<⸠jo@cpp.pl⸡>\nsee ⟦cpp.pl⟧");
    assertPrecise("# $Id: ⟦setup.com⟧,v 1.2 2001/01/01 jo $\n<⸠jo@setup.com⸡>\nrun ⟦setup.com⟧");
    assertPrecise("# Id: ⟦dau.pl⟧ 273\n<⸠jo@dau.pl⸡>\n⸠dau.pl⸡ reacts");
    assertPrecise("$Id:⟦dau.pl⟧ 273\n<⸠jo@dau.pl⸡>\n⸠dau.pl⸡ reacts");
    assertPrecise("$ID: ⸠setup.com⸡ and $Source: ⸠setup.com⸡");
  }

  public void testHostsFermResolvesAreLinks() {
    assertPrecise("daddr @resolve(⸠ipv6.google.com⸡, AAAA) proto tcp dport http ACCEPT;");
    // the first of a list in its own brackets, after a member name under the same TLD
    assertPrecise(
        "f(⟦x.foo⟧);\nsaddr @resolve((⸠another.host.foo⸡ ⟦third.host.foo⟧)) proto\n"
            + "saddr ((⟦another.host.foo⟧ ⟦third.host.foo⟧)) proto");
    // not another function, nor another bracket, nor a host with a port
    assertPrecise(
        "x = resolve(⟦ipv6.google.com⟧); @resolved(⟦ipv6.google.com⟧); @Resolve(⟦ipv6.google.com⟧)");
    assertPrecise(
        "f(⟦x.foo⟧);\n@resolve[⟦a.host.foo⟧], @resolve(x, ⟦a.host.foo⟧), @resolve(((⟦a.host.foo⟧)))");
  }

  public void testTemplateToolkitVariablesAreCode() {
    assertPrecise("[% ⟦fancy.col.bg⟧ %] and [%⟦user.assert.name⟧%]");
    // not another template's or bracket's
    assertPrecise("[ % ⸠example.de⸡ %] {% ⸠example.de⸡ %} [%- ⸠example.de⸡ %] ⸠fancy.col.bg⸡");
  }

  public void testFilesCalledOrMarkedSo() {
    assertPrecise("look for a file called ⟦example.de⟧ in");
    assertPrecise("the script named ⟦example.de⟧");
    assertPrecise("copy them to the files called  ⟦example.de⟧");
    // POD's formatting code for a file name
    assertPrecise("see F<⟦example.de⟧>");
    // not other things called or named so, nor a word glued to the verb or before the F
    assertPrecise("a host called ⸠example.de⸡, a file calledx ⸠example.de⸡, named ⸠example.de⸡");
    assertPrecise("a filex called ⸠example.de⸡, a file was called ⸠example.de⸡");
    assertPrecise("xF<⸠example.de⸡>, C<⸠example.de⸡>, F <⸠example.de⸡>, _F<⸠example.de⸡>");
  }

  public void testExpressionBeforeItsValueIsCode() {
    assertPrecise("  ⟦post.pk⟧ # => 123\n#  ⟦mail.to⟧    #=> ['a']");
    // not another comment, nor another arrow
    assertPrecise(
        "see ⸠example.com⸡ # x => y; ⸠post.pk⸡ #  => 1; ⸠post.pk⸡ #>, ⸠post.pk⸡ # =x, ⸠post.pk⸡ # -> 1");
  }

  public void testHostKeysValueNamedAfterItIsCode() {
    assertPrecise("  { host: ⟦uri.host⟧, port: 1 }");
    assertPrecise("host: ⸠example.com⸡, host: ⸠web.hosting⸡, host: ⸠example.info⸡");
  }

  public void testDirectoryCdEntersIsNoLink() {
    assertPrecise("$ cd ⟦docs.projectile.mx⟧");
    assertPrecise("$ cdx ⸠docs.projectile.mx⸡; $ acd ⸠docs.projectile.mx⸡");
  }

  public void testScienceDataFilesAreFiles() {
    // netCDF's .nc, New Caledonia's TLD too; FITS' .fit, a generic TLD's: rule 8's extensions
    assertPrecise("ncks -O ⟦in.nc⟧ ⟦out.nc⟧; ncra ⟦85.nc⟧ ⟦86.nc⟧ and ⟦m31.raw.fit⟧");
    // (under a public suffix of two labels, a host)
    assertPrecise("see ⸠mairie.asso.nc⸡ and ⸠www.gouv.nc⸡");
  }

  public void testSchemeWwwAndEmailAlwaysWin() {
    assertPrecise(
        "get ⸠https://setup.py/⸡ and ⸠http://README.md⸡ or ⸠www.setup.py⸡; mail ⸠ops@setup.py⸡");
    assertPrecise("mirror ftp://⸠ftp.gnu.org/gnu/⸡ and //⸠cdn.example.py⸡ too");
  }

  public void testQuotedArgumentOfACallNamedAfterHosts() {
    // publicsuffix.org's tests: two labels under a country code, quoted, are otherwise code's
    assertPrecise(
        "checkPublicSuffix('⸠test.us⸡', '⸠test.us⸡'); checkPublicSuffix('⸠test.ck⸡', null);");
    assertPrecise("d = resolver.getHostByName(\"⸠some.name⸡\", (timeout,))");
    assertPrecise("assertFalse(uri.underDomain('⸠unchpad.dev⸡')) and is_domain(3, '⸠a.co⸡')");
    // a WHOIS client's (Net::Whois::Raw)
    assertPrecise("($dominfo, $whois_server) = whois('⸠funet.fi⸡'); get_whois('⸠nic.ac⸡')");
    // not another call's, nor an argument unquoted or quoted unlike, nor after an expression
    assertPrecise("check(null, '⟦t.ck⟧') and getHost(⟦t.ck⟧) or getHost('⟦setup.py⟧\")");
    assertPrecise("checkPublicSuffix(x.y, '⟦t.ck⟧') and getHost(f(), '⟦t.ck⟧')");
    assertPrecise("getHost('a\n', '⟦t.ck⟧')");
    assertPrecise("getHost(\n', '⟦t.ck⟧') or getHost( ⟦t.ck⟧ )");
  }

  public void testHostCutAtItsUnderscore() {
    assertPrecise("<link href=\"http://iks_⸠pn.sggw.pl/Instruction.pdf⸡\" rel=\"doc\"/>");
    assertPrecise(
        "D. Jeff Dionne <Jeff@lnx_⸠rpi.ee.ryerson.ca⸡> and [snmp_⸠switch1.langfeldt.net⸡]");
    assertPrecise("$mail{Smtp} = 'special_⸠server.for-this-message-only.domain.com⸡';");
    assertPrecise("author Adrián Ariza <adrian_⸠ariza.ciudad.com.ar⸡>");
    // code's names start after a blank, a bracket or a dot; two labels are a file's
    assertPrecise("  new_⟦stanza.attr.to⟧ = jid; x = bit.bor(rspamd_⟦trie.flags.re⟧,");
    assertPrecise("self.xq_⟦obj.x.com⟧ or run 'test_⟦app.py⟧' and \"x_⟦y.example.date⟧\"");
    assertPrecise("see (my_⟦obj.example.com⟧) and x_⟦y.example.com⟧");
    // after www., any number of labels under any TLD
    assertPrecise(
        "HostName www.some_⸠example.site⸡, HOST=\"www.pretend_⸠server.net⸡\" and"
            + " WWW.do-mai_⸠n.nl/x⸡");
    // not www. inside a name, after a label or an identifier, nor a word before another _
    assertPrecise(
        "x.www.some_⟦example.site⟧, xwww.some_⟦example.site⟧, www_⟦example.site⟧,"
            + " www.some_x_⟦example.site⟧");
    assertPrecise("www.x,⟦example.site⟧ www._⟦example.site⟧ www:x_⟦example.site⟧");
    assertPrecise("abc.some_⟦example.site⟧");
    assertPrecise("xwww.some_⟦example.site⟧");
  }

  public void testSpecialSchemeWithOneSlash() {
    // the URL Standard parses http:/host as http://host, for its special schemes but file
    assertPrecise("<text prefix=\"https:/⸠doi.org/\"/⸡> and see https:/⸠github.com/zdia/gorilla⸡");
    assertPrecise("curl -P - ftp:/⸠example.com⸡; deb HTTP:/⸠apt.dev.grnet.gr/⸡ wheezy");
    assertPrecise("\"input\": \"ws:/⸠example.cc/⸡\" and \"wss:/⸠example.cc/⸡\"");
    // any other scheme's :/ starts a path, as a drive's does; a scheme glued to a word is none
    assertPrecise("grant codeBase \"jrt:/⟦jdk.crypto.ec⟧\" and C:/⟦setup.py⟧, file:/⟦setup.py⟧");
    assertPrecise(
        "{regex:/⟦youtube.cc⟧\\/embed and xhttp:/⟦a.cc⟧ or v.https:/⟦b.cc⟧ or ftps:/⟦c.cc⟧");
    assertPrecise("see news:/⟦example.cc/x⟧");
    assertPrecise("see ftp2/⟦setup.py⟧ and http:\\⟦setup.py⟧");
  }

  public void testAddressWithSpacedAt() {
    assertPrecise("address('Alfred Neuman <Neuman @ ⸠foo.bar⸡>'); by Griffin @ ⸠MIT.EDU⸡.");
    assertPrecise("# Marcin Bohosiewicz @ ⸠pld-users.pl⸡");
    // not Haskell's type application, nor an operator's operand, nor an @ glued to either part
    assertPrecise("sc_sGC (Foo.T @ ⟦GHC.Base.Int⟧ a) and y = a @ ⟦b.to⟧");
    assertPrecise("see Neuman@ ⟦setup.py⟧");
    assertPrecise("see Neuman  @ ⟦setup.py⟧");
    assertPrecise("and so a ⟦setup.py⟧");
  }

  public void testChainOfCallsGoingOnOnTheNextLine() {
    assertPrecise("apply(parser) {\n\t\t⟦parser.hooks.call⟧\n\t\t\t.for(\"require.include\")\n");
    assertPrecise("x = ⟦promise.example.com⟧\n  .then(done)\n");
    // a roff request starts its line; a member without a call, or prose, go on otherwise
    assertPrecise("see ⸠example.com⸡\n.B foo\n");
    assertPrecise("see ⸠example.com⸡\n  .foo bar\n");
    assertPrecise("see ⸠example.com⸡\n  .(x)\n");
    assertPrecise("see ⸠example.com⸡\n  then(done)\n");
    assertPrecise("see ⸠example.com:8080⸡\n  .then(done)\n");
    assertPrecise("see ⸠example.com⸡ x\n  .then(done)\n");
    assertPrecise("x = ⟦promise.example.com⟧\r\n  .then(done)\n");
    assertPrecise("see ⸠example.com⸡\r  .then(done)\n");
    assertPrecise("see ⸠example.com/x⸡\n  .then(done)\n");
  }

  public void testDoubledSeparatorOfAPathIsNoSchemeRelativeReference() {
    // a URL whose host has no TLD is all path; so is a directory's doubled /
    assertPrecise("at http://localhost:80//⟦helloworld.pl⟧ now");
    assertPrecise("Loading /usr/lib64/xorg/modules/extensions//⟦libdbe.so⟧");
    // a scheme mistyped, escaped or a format's placeholder, or a word with no path before
    assertPrecise(".\\\" https//⸠bugzilla.redhat.com/show_bug.cgi?id=1⸡");
    assertPrecise("see /cache/http%3A//⸠example.org/x⸡ and /cache/http%3a//⸠example.net/y⸡");
    assertPrecise("_URL = '%s//⸠feed.theplatform.com/f/%s⸡' (manveru//⸠jabberpl.org⸡)");
    assertPrecise("/srv/app/next=https//⸠example.org/x⸡ or /srv/app?https//⸠example.com/y⸡");
    assertPrecise("/srv/app,https//⸠example.org/x⸡ and /srv/app))//⸠example.com/y⸡");
  }

  public void testPathAndIdentifierContext() {
    assertPrecise("edit src/⟦app.py⟧ or C:\\work\\⟦setup.py⟧, run test_⟦helpers.py⟧ now");
    assertPrecise("call ⟦dbm.open⟧() and read ⟦kernel.pid⟧_max");
    // a variable's value; with a path, a template of a link
    assertPrecise(
        "return \"$⟦file.com⟧\" if -r; \"%1$⟦st.bs⟧\"; ($⸠REGION-docker.pkg.dev/$PROJECT⸡\"), $5");
    // a printf conversion's value then only a public suffix; not a template of a host under a
    // domain or a company's suffix (the list's private section), nor a longer first label, nor
    // another letter
    assertPrecise(
        "f(\"%s www.%⟦s.com⟧\", a) repo = \"user@%⟦s.com.au⟧:~/repo\" % x; \"http://%⸠s.livejournal.com/⸡\""
            + " user%⸠host.example.com⸡ 50%⸠ab.com⸡ 5%⸠q.com⸡ \"%⸠s.s3.amazonaws.com⸡\" % bucket");
    assertPrecise("see ⸠example.com⸡ (and ⸠example.org⸡)");
    assertPrecise(
        "read ic->⟦core.im⟧, then import ⟦typing.io⟧ and ⟦java.io⟧.*; not ⸠example.com⸡.");
    assertPrecise("redirects -> ⸠example.com⸡, imports from ⸠example.com⸡, ⸠googleapis.com⸡.*");
    // an operand of ==, !=, <= or >=; not of && or ||, nor a Perl hash's =>
    assertPrecise(
        "if (⟦action.ie⟧ == \"x\" || owner !=⟦request.auth.claims.email⟧) go; if (x ==⟦fg.ie⟧)");
    assertPrecise(
        "ping ⸠example.com⸡ && echo up || ⸠example.org⸡; host => ⸠example.net⸡ = ⸠ab.de⸡");
    // and of <= or >=, on either side
    assertPrecise("        ⟦event.ie⟧ <= KeyEvent.KEY_LAST)\n");
    assertPrecise("    if (x >=⟦event.ie⟧ && y)\n");
    assertPrecise("    ⟦event.ie⟧>= KeyEvent.KEY_FIRST &&\n");
    assertPrecise("    if (n <= ⟦ef.ie⟧)\n");
    // not an arrow, nor a comparison's lone < or >
    assertPrecise("see <⸠example.com⸡> <= here, ⸠example.org⸡ > 2, 3 < ⸠example.de⸡\n");
    assertPrecise("-o <a href=\"#x\">smtp_helo_name</a>=⸠foo.bar.com⸡ <td>= ⸠ScanGuy.com⸡</td>\n");
  }

  public void testMembersInCode() {
    assertPrecise("if (⟦this.npm.global⟧) ⟦self.ie⟧ = id; ⸠myself.de⸡ and ⸠This.de⸡");
    assertPrecise("const loc = ⟦edge.to?.location⟧; see ⸠example.to?q=1⸡");
    assertPrecise("k = `${⟦source.ie⟧}` and \"#{⟦order.to⟧}\"");
    assertPrecise("{⸠example.to⸡} ${x} ⸠example.ie⸡");
  }

  public void testOperandsInCode() {
    assertPrecise("pipeline(⟦response.body.stream⟧, x) and ids[⟦descendant.ie⟧] = 1");
    assertPrecise("if (⟦edge.to⟧) {\n  mpz_set(mp, ⟦zy.mp⟧);\n  ...(⟦body.ie⟧) && x");
    assertPrecise("⟦module.exports.put.stream⟧ = ⟦put.stream⟧\n  ⟦init.author.name⟧ += 1");
    assertPrecise(
        "from ⟦cryptography.hazmat.ec⟧ import (\n  root: this.#⟦root.ie⟧,\n"
            + "  .filter(e => ⟦ef.to⟧).map(f)\nimports from ⸠example.com⸡ import lists");
    // prose puts hosts in parentheses and lists after a space; a Perl list of words; a value
    assertPrecise(
        "see (⸠gnu.org⸡) and mirrors (⸠ftp.gnu.org⸡, ⸠ftp.example.org⸡).\n"
            + "my @d = qw(⸠example.com⸡ ⸠example.org⸡);\nserver=⸠mail.example.org⸡ 日本(⸠example.jp⸡)\n"
            + "on aix7.2 [⸠gcc119.fsffrance.org⸡]). fromArpa(⸠42.2.0.192.in-addr.arpa⸡)\n"
            + "see [[⸠Amazon.com⸡]] and ((⸠example.org⸡))");
    assertPrecise("  ⸠example.org⸡ => 'x',\n⸠example.org⸡ is up");
  }

  public void testCodeIdioms() {
    assertPrecise(
        "if ⟦dist.metadata.name⟧ is None or ⟦x.y.name⟧ is not None:\n⸠example.org⸡ is nonexistent");
    assertPrecise(
        "syn keyword baanBshell ⟦dir.abandon.search⟧\n  syntax keyword x ⟦get.mach.ie⟧ see"
            + " (more than 64 chars after the keyword list began) syn keyword ⸠example.org⸡");
    // a namespace shown twice over takes in .int too; a host of .int alone stays a link
    assertPrecise("llvm.x86.sse2.pause llvm.x86.avx.vzeroall ⟦llvm.x86.int⟧\nsee ⸠apps.who.int⸡");
  }

  public void testLuaAndRubyConditions() {
    assertPrecise("if not ⟦attr.to⟧ then\n  x = 1\nelseif ⟦prosody.opts.help⟧ then");
    assertPrecise("elseif ⟦payload.name⟧ == 1 and ⟦payload.attr.to⟧ then\nreturn");
    assertPrecise("if ⟦item.attr.ie⟧ ~= \"current\" then");
    // "and … then" in prose, then not at a line's end; "if" without "then"
    assertPrecise("see ⸠example.com⸡ and ⸠example.org⸡ then go; if ⸠example.com⸡ is down");
  }

  public void testRequiredModules() {
    assertPrecise("local inet = require \"⟦util.net⟧\";\nlocal x = require\"⟦util.net⟧\".pton");
    assertPrecise("pcall(require, \"⟦util.human.io⟧\") and require('⟦socket.io⟧')");
    assertPrecise("we require ⸠example.net⸡ and required \"⸠example.org⸡\"");
  }

  public void testArgumentsAfterAString() {
    assertPrecise("logger.debug(\"Overwriting account: %s\", ⟦account.ie⟧)");
    assertPrecise("log(\"error\", \"Request: %s\", ⟦req.ie⟧, err);");
    // a host listed after a quoted word, or quoted itself, in prose
    assertPrecise("say \"hi\", ⸠example.com⸡ and (\"a\", ⸠example.org⸡ or (\"⸠example.org⸡\")");
  }

  public void testPathCallArguments() {
    assertPrecise("os.path.normpath('⟦acme-v01.api.letsencrypt.org/directory⟧'),");
    assertPrecise("Path(\"⟦example.com⟧\")");
    // a logger's name is a module's or a class's
    assertPrecise("logger = logging.getLogger('⟦zim.formats.wiki⟧')");
    assertPrecise("PlatformLogger.getLogger(\"⟦sun.awt.im⟧\");");
    assertPrecise(
        "getLoggers('⸠example.org⸡') and connect('⸠example.com⸡'), getLogger,'⸠example.net⸡'");
    // other calls' arguments are hosts
    assertPrecise("connect('⸠acme.example.org/directory⸡') or xpath ('⸠example.org⸡')");
  }

  public void testCodeNamedByTheWordAfter() {
    assertPrecise("the ⟦java.net⟧ package; refer to ⟦cloudinit.net⟧ module.");
    assertPrecise("the ⟦nmaprun.scaninfo.services⟧ attribute, but");
    // quoted too, once or twice (a wiki's verbatim), in ASCII or curly quotes; each its own text
    assertPrecise("use the ''⟦zim.formats.wiki⟧'' module for parsing");
    assertPrecise("use the '⟦zim.formats.io⟧' module for parsing");
    assertPrecise("use the \"⟦zim.formats.de⟧\" module for parsing");
    assertPrecise("the ‘⟦zim.formats.at⟧’ module for parsing");
    assertPrecise("the ``⟦ansible.builtin.shell⟧`` module, ``cmd=``");
    assertPrecise(
        "the '⸠example.com⸡' site, the \"⸠example.org⸡\" modules, the '⸠example.net⸡'' class=");
    // at the next line's start, prose wrapped; not a declaration that starts it
    assertPrecise(
        "the ⟦java.net⟧\npackage provides, the ⟦jdk.net⟧\nmodule.\nthe ⟦jdk.net⟧\nmodule (see)\n");
    assertPrecise(
        "# ⸠ChessTempo.com⸡\nclass Game(Base):\n# ⸠example.com⸡\nfunction x() {\n"
            + "see ⸠example.org⸡\npackage foo;\n# ⸠example.de⸡\nmodule Foo\n"
            + "# ⸠example.fr⸡\nclass X {\n# ⸠example.it⸡\nclass Y: pass\n");
    // a setting's name: `privdrop.user.ie` parameter; a file's, whose parameter it is: the main.cx
    // parameter (not "setting": the default rbl.maps.vix.com setting is a host's)
    assertPrecise(
        "the `⟦privdrop.user.ie⟧` parameter, the ⟦main.cx⟧ parameter;"
            + " the default ⸠rbl.maps.vix.com⸡ setting; ⸠main.cx⸡ parameters");
    // plural, an HTML attribute, a path, another word: links
    assertPrecise(
        "⸠npmjs.org⸡ modules are; (⸠salsa.debian.org/debian⸡ package) and ⸠example.de⸡ packages");
    assertPrecise("see ⸠example.org⸡ class=\"p\"");
    assertPrecise("the ⸠example.com⸡ namespace");
  }

  public void testKeysThatNameFiles() {
    assertPrecise("  zonefile: \"⟦example.com.zone⟧\"\n  pidfile=⟦nsd.pid⟧");
    assertPrecise("--output-module-file=⟦modules.tf⟧ \"keyfile\" => ⟦server.de⟧");
    // a file named after a domain; the domain itself later is still a link
    assertPrecise("zonefile: \"⟦rpz.example.com⟧\"\nzone ⸠rpz.example.com⸡: see ⸠rpz.example.com⸡");
    assertPrecise("profile: ⸠example.com⸡; file_host = ⸠example.com⸡, host: ⸠example.de⸡");
  }

  public void testDoctestImports() {
    assertPrecise("    >>> from ⟦mailman.utilities.email⟧ import add_message_hash");
    assertPrecise("messages >>> from ⸠example.de⸡ import them");
    // or in a string, code a program writes
    assertPrecise("f.write(\"from ⟦mininet.net⟧ import Mininet\\n\")");
    assertPrecise("say 'from ⟦example.com⟧ import x', a ‹from ⸠example.com⸡ import x›");
  }

  public void testDoctestStatements() {
    assertPrecise("      >>> ⟦request.query.city⟧\n        >>> ⟦st.ie⟧ = 'my-id'");
    // only a prompt at a line's start, with one space after it
    assertPrecise("the chain a >>> ⸠example.ru⸡ b; >>>⸠example.ru⸡");
  }

  public void testSphinxDomainDirectives() {
    assertPrecise(
        ".. currentmodule:: ⟦kombu.asynchronous.aws⟧\n.. automodule:: ⟦celery.loaders.app⟧");
    assertPrecise("    .. autoattribute:: ⟦Queue.ie⟧\n.. py:function:: ⟦mod.helpers.run⟧");
    // other directives, or not at a line's start
    assertPrecise(".. seealso:: ⸠djangoproject.com⸡\nsee .. module:: ⸠celery.ru⸡");
    assertPrecise(".. image:: ⸠logo.example.ru⸡\n.. automodule::⸠celery.ru⸡");
    assertPrecise(".. automodule;: ⸠celery.ru⸡");
    // any directive of another language's domain (the kernel's .. c:namespace:: DTV.ca)
    assertPrecise(
        ".. c:namespace:: ⟦DTV.ca⟧\n  .. cpp:class:: ⟦Example.de⟧\n.. js:data:: ⟦example.de⟧");
    // not a domain of six letters or more, nor an empty one
    assertPrecise(".. toolong:namespace:: ⸠example.de⸡\n.. :namespace:: ⸠example.de⸡");
  }

  public void testNamesInHighlightedCode() {
    // Pygments' (Rouge's, Chroma's) token of a namespace or a variable
    assertPrecise(
        "<span class=\"kn\">from</span> <span class=\"nn\">⟦django.core.files.storage⟧</span>"
            + " <span class=\"kn\">import</span>");
    assertPrecise("<span class=\"cp\">{{</span> <span class=\"nv\">⟦object.ie⟧</span>");
    // a string's token, another class, or not the whole token
    assertPrecise(
        "<span class=\"s1\">'⸠example.com⸡'</span> <span class=\"nns\">⸠a.example.ru⸡</span>");
    assertPrecise(
        "<span class=\"nn\">⸠example.ru⸡ x</span> <div class=\"nn\">⸠b.example.ru⸡</div>");
    // not a start tag, then an end tag; not a class quoted alike
    assertPrecise("<span class=\"nn\">⸠c.example.ru⸡<br></span>");
    assertPrecise("<span class=1n1>⸠g.example.ru⸡</span> <span class='nn\">⸠h.example.ru⸡</span>");
  }

  public void testSphinxSourceCodeHeading() {
    assertPrecise("<h1>Source code for ⟦kombu.transport.virtual.exchange⟧</h1>");
    assertPrecise("<h2>Source code for ⸠kombu.ru⸡</h2>");
    // the title Sphinx gives a module's page; not a site's with an en dash, nor another element
    assertPrecise("    <title>⟦celery.app.events⟧ &#8212; Celery 5.2.6 documentation</title>");
    assertPrecise("<TITLE>⟦kombu.asynchronous.aws⟧ &mdash; Kombu</TITLE>");
    assertPrecise("<title>⸠example.com⸡ &#8211; Just another site</title>");
    assertPrecise("<title>⸠example.com⸡ - &#8212; x</title> <h1>⸠example.com⸡ &#8212; x</h1>");
    assertPrecise("<title>⸠example.com/path⸡ &#8212; x</title><title>⸠example.de:80⸡ &#8212; x");
    assertPrecise("<h1>Source code from ⸠kombu.ru⸡</h1>");
    // OpenStack's theme: the name alone after the documentation's title; not with more after it,
    // nor after another site's
    assertPrecise("    <title>OpenStack Docs: ⟦ironic.api.app⟧</title>");
    assertPrecise("<title>OpenStack Docs: ⸠ironic.api.app⸡ guide</title>");
    assertPrecise("<title>OpenStack Blog: ⸠ironic.api.app⸡</title>");
    assertPrecise("<title>OpenStack Docs: ⸠ironic.api.app:80⸡</title>");
  }

  public void testFormatFieldsByNumber() {
    assertPrecise("print('{⟦0.name⟧}[{⟦0.request.ie⟧}]'.format(self)) {⟦01.ie⟧!r} {⟦12.ie⟧:>8}");
    // a format spec of digits, which UTS #58 reads as a port
    assertPrecise("date_str = \"{0:04d}{1.month:02d}{⟦1.day:02⟧d}\".format(y, dt)");
    // a host in braces: not an argument's number
    assertPrecise("{⸠1wt.eu⸡} {⸠0.example.ru⸡ x} {⸠x0.example.ru⸡} (⸠0.example.ru⸡}");
    // a width and a type for its format spec; not a host's port in braces
    assertPrecise("f'{options.{⟦opt.name:25⟧s} = {rval:10s}' {⟦row.id:8⟧d}");
    assertPrecise(
        "{⸠some.host:1234⸡} {⸠example.de:80⸡}s {⸠example.de:8⸡ s} {⸠example.de:8⸡s x}"
            + " ⸠example.de:8⸡s} (⸠example.de:8⸡s} {⸠example.de⸡}8s} {⸠example.de⸡:s}"
            + " {⸠example.de:8080⸡s}");
    // right beside a field that names an identifier
    assertPrecise("tab_title_template \"{⟦fmt.fg.red⟧}{bell_symbol}{activity_symbol}\"");
    assertPrecise("{title}{⟦fmt.bg.tab⟧} and {t1}{⟦fmt.bg.tab⟧}{_x}");
    // not Exim's expansion of a variable, nor a field apart, nor an empty one
    assertPrecise(
        "${if eq{$domain}{⸠example.de⸡}} {x} {⸠example.de⸡} {y} {⸠example.de⸡}{} {⸠example.de⸡}{$x}"
            + " {⸠example.de⸡}{a.b} {a-b}{⸠example.de⸡} ⸠example.de⸡}{x} {x}{⸠example.de⸡ }"
            + " {x}{⸠example.de:80⸡} {ab{⸠example.de⸡} {}{⸠example.de⸡} {⸠example.de⸡}ab}");
  }

  public void testMarkdownCodeSpanNamedAFile() {
    assertPrecise("Or with a `⟦config.ru⟧` file, which allows");
    assertPrecise("a `⸠config.ru⸡`, file; a `⸠config.ru⸡`file");
  }

  public void testTheSameNameIsNoNeighbour() {
    // a host named again is no namespace's member beside itself, whatever its TLD
    assertPrecise("/SERVER CONNECT ⸠irc.libera.chat⸡\n/SERVER CONNECT +⸠irc.libera.chat⸡");
    assertPrecise("sendmail -f ⸠me@my.host⸡ -h ⸠my.host⸡ -r other");
    // unless a member follows it: a namespace then
    assertPrecise("see ⟦x.y.storage⟧._open and ⟦x.y.storage⟧ here");
    // a label that only begins the same is another name
    assertPrecise("the ⟦celery.app.ru⟧ beside celery.app.r");
  }

  public void testNeighbourInAPathIsAFile() {
    // a path's file is no namespace's member beside the host (ntp.conf is no member of ntp)
    assertPrecise("creates /etc/ntp.conf with ⸠ntp.org⸡ addresses; ⟦java.io⟧ beside java.util");
  }

  public void testOneCharNameUnderACountryCode() {
    // code's variables and modules, abbreviations (Spanish's "antes de Cristo" run together, then
    // its initial; Italian's Santo), a digit's
    assertPrecise(
        "    dist = np.linspace(0.5, 1, len(usph)) * ⟦u.km⟧ * 1e5\n"
            + "  return ⟦e.to⟧ && (⟦e.to⟧ === filterNode)\n"
            + "-- Ovidio. (43 ⟦a.de⟧ C.-17) Poeta. name=⟦S.to⟧ Stefano; ⟦4.to⟧ resign\n");
    // not longer first labels, more labels, a generic TLD, a port, a path, even a slash alone
    assertPrecise(
        "⸠ab.de⸡ and ⸠a.b.de⸡ or ⸠x.com⸡, ⸠x.io⸡ ⸠x.de:8080⸡ ⸠x.de/y⸡ ⸠t.co/⸡ ⸠x.de?q=1⸡; ⸠ä.de⸡ ⸠x.xn--p1ai⸡\n");
    // nor named a link by the word after it, nor alone on its line, a list's item
    assertPrecise(
        "fixed-length ⸠t.co⸡ URLs; ⸠t.co⸡ urls, ⸠t.co⸡ links, ⸠t.co⸡ link; ⟦t.co⟧ linking, ⟦t.co⟧,links\n"
            + "⸠j.mp⸡\n  ⸠t.co⸡\t\nsee ⟦t.co⟧\n");
    assertPrecise("see\n⸠j.mp⸡ ");
  }

  public void testFileTestOperands() {
    assertPrecise("($^O eq 'VMS' && -f '⟦Build.com⟧')");
    assertPrecise("unless (-e \"⟦Build.com⟧\") {");
    assertPrecise("if [ -d \"⟦build.example.de⟧\" ]; (!-f '⟦x.example.de⟧') [-e '⟦y.example.de⟧']");
    // other options' operands, no quote, no space, a longer option, a word before the dash
    assertPrecise("postmap -q \"⸠example.com⸡\" and ansible -i '⸠host1.example.com⸡'");
    assertPrecise(
        "ssh -f ⸠a.example.de⸡, -f'⸠a.example.de⸡', --f '⸠a.example.de⸡', x-f '⸠a.example.de⸡'"
            + " -f  ⸠a.example.de⸡ -ff'⸠a.example.de⸡' xf '⸠a.example.de⸡'");
  }

  public void testRAssignmentsMembersAfterUnderscoreAndFormatSpecs() {
    // R's assignment, at a statement's start (its line's, or after another statement's ;)
    assertPrecise("y <- 10*(1:ncol(volcano)); ⟦yz.at⟧ <- seq(100, 600, by=100)");
    assertPrecise("⟦xy.at⟧ <- seq(1)\n# ⟦zy.at⟧ <- 2");
    assertPrecise(
        "see ⸠example.com⸡ <- here; a ⸠example.de⸡ <-x\n⸠example.org⸡<- b\n⸠example.net⸡ < - c\n"
            + "a, ⸠example.fr⸡ <- d\n⸠example.eu⸡ <-- the mirror\na;(⸠example.at⸡ <- e");
    // a member whose name starts with _, after the dot
    assertPrecise("from ⟦gramps.gen.plug.report⟧._constants import CATEGORY_DRAW");
    assertPrecise("# ⟦gui.plug.report⟧.__init__");
    // whose host is then a namespace, whose members are code too
    assertPrecise("{⟦fmt.bg⟧._00FF00}greenbg{⟦fmt.bg.tab⟧}, ⸠x.fmt.bg.tab⸡ ⸠fmt.de.tab⸡");
    assertPrecise("⸠fmt.bg.tab⸡ before {⟦fmt.bg⟧._00FF00}");
    // (a member by other evidence stays one, whose last label is then a member's name: a.bg)
    assertPrecise("⟦this.de⟧._x = 1; then ⟦abc.de⟧ x");
    assertPrecise("see ⸠example.com⸡. _next, ⸠example.org⸡ _next");
    // a field's format spec: no port has a leading zero; X's display host:0 stays a host
    assertPrecise("f'{dts.year}-{⟦dts.day:02⟧d}' and {⟦val.us:06⟧d}");
    assertPrecise("DISPLAY=⸠some.host:0⸡, ⸠example.com:8080⸡, ⸠example.com:10⸡, ⸠example.org:1⸡");
  }

  public void testDosPrograms() {
    // DOS's and Windows' programs whose files end in .com, named by no English word, in any case
    assertPrecise(
        "Fixed launching ⟦command.com⟧ on Win95/98; &⟦Chcp.com⟧ 65001; \"⟦4DOS.com⟧\", ⟦devenv.com⟧"
            + " ⟦diskcomp.com⟧ ⟦diskcopy.com⟧ ⟦doskey.com⟧ ⟦dosshell.com⟧ ⟦graftabl.com⟧ ⟦keyb.com⟧"
            + " ⟦loadfix.com⟧");
    // not those named by words, other names, other TLDs, more labels
    assertPrecise(
        "see ⸠more.com⸡, ⸠edit.com⸡, ⸠commands.com⸡, ⸠comman.com⸡, ⸠command.co⸡, ⸠chcp.net⸡,"
            + " ⸠a.command.com⸡, ⸠command.com.au⸡, ⸠www.command.com⸡, ⸠command.example.com⸡");
  }

  public void testJoinedToAFile() {
    // ",", "or", "and" join things of one kind: a file's name either side, its extension no TLD
    // (each its own text: a name once a file's stays one)
    assertPrecise("console (⟦vmsbuild.com⟧ or cmd.exe), you");
    assertPrecise("4nt.exe, and ⟦vmsbuild.com⟧ under");
    assertPrecise("cmd.exe and ⟦vmsbuild.com⟧ don't");
    assertPrecise("4nt.exe or ⟦vmsbuild.com⟧ on");
    assertPrecise("(⟦operator.lt⟧, np.less),");
    assertPrecise("⟦xy.de⟧,setup.exe");
    assertPrecise("np.less,⟦xy.de⟧");
    assertPrecise("np.less, ⟦xy.de⟧");
    assertPrecise("⟦xy.de⟧ and setup.exe");
    assertPrecise("⟦xy.de⟧, or setup.exe");
    // not a TLD's (example.org), a one-char extension (e.g., i.e.), a sentence's stop after the
    // name before, other words (for, order), nor the host's own short name (vangogh.cs)
    assertPrecise(
        "⸠example.com⸡ or ⸠example.org⸡; e.g., ⸠example.de⸡ and i.e. ⸠example.fr⸡; setup.exe. ⸠xy.de⸡;"
            + " setup.exe for ⸠xy.de⸡; ⸠xy.de⸡ order.exe; ⸠xy.de⸡ setup.exe; ⸠xy.de⸡ or setup.c");
    assertPrecise("setup.exefor ⸠xy.de⸡ and setup.exeor ⸠xy.de⸡");
    assertPrecise("contain vangogh, vangogh.cs, and ⸠vangogh.cs.berkeley.edu⸡.");
    // RFC 1591's TLDs name no file, whatever TLDs are configured (only .de here)
    LinkDetector deOnly =
        LinkDetector.builder()
            .schemelessLinks(SchemelessLinks.PRECISE)
            .topLevelDomains(TopLevelDomains.of(List.of("de"), "test"))
            .build();
    String text = "setup.com and example.de or shop.org";
    assertEquals(
        List.of("example.de"), deOnly.detect(text).stream().map(l -> l.text(text)).toList());
    // a name running past what is read may go on: no evidence
    assertPrecise("⸠xy.de⸡ or " + "a".repeat(40) + ".exe");
    assertPrecise("⸠xy.de⸡ or ⸠" + "a".repeat(24) + ".exeample.org⸡");
  }

  public void testStemOfAFileBeside() {
    assertPrecise("<link title=\"⟦celery.loaders.app⟧\" href=\"celery.loaders.app.html\" />");
    assertPrecise("The upstream ⟦main.cx⟧ is delivered as main.cx.dist; ⸠www.example.cx⸡ stays");
    // in com, org, net …; another name; a longer name; a path's host
    assertPrecise("⸠example.com⸡ in example.com.html; ⸠celery.ru⸡ beside celery.rus.html");
    assertPrecise("⸠a.celery.ru⸡ near xa.celery.ru.html; ⸠docs.celery.ru/x⸡ docs.celery.ru.rst");
    // or as the name of an anchor a fragment gives, quoted
    assertPrecise("<a href=\"../utils.html#⟦celery.utils.ru⟧\" title=\"⟦celery.utils.ru⟧\">");
    assertPrecise("see x.html#⟦a.b.ru⟧ and ⸠a.b.ru⸡");
    // a longer name's end; a file's name that goes on; no file extension after it
    assertPrecise("⸠celery.ru⸡ beside x-celery.ru.html and x.celery.ru.html");
    assertPrecise("⸠celery.ru⸡ as celery.ru.py.x or celery.ru.whatever");
  }

  public void testCodeElementsWithAttributes() {
    // Sphinx's inline literal: any number of labels under a word TLD (rule 9)
    assertPrecise(
        "<code class=\"docutils literal notranslate\"><span class=\"pre\">"
            + "⟦celery.task.ping⟧</span></code>");
    assertPrecise("<tt class=\"x\">⟦document.download.directory⟧</tt>");
    // its <span class="pre"> alone, the <code> further back than the context read
    String xref = "<code class=\"xref py py-mod docutils literal notranslate\">";
    assertTrue(xref.length() > TextAround.BEFORE - "<span class=\"pre\">".length());
    assertPrecise(xref + "<span class=\"pre\">⟦importlib.resources.abc⟧</span></code>");
    assertPrecise("<span class=\"pre\">⟦a.b.group⟧</span> <span class=\"pre\">⸠docker.io⸡</span>");
    // not another span
    assertPrecise("<span class=\"pro\">⸠a.b.group⸡</span>");
    // not another element, nor a country code
    assertPrecise("<codex>⸠celery.task.ping⸡</codex>");
    assertPrecise("<code class=\"x\">⸠celery.task.ru⸡</code>");
  }

  public void testTemplateInterpolation() {
    assertPrecise("<form action=\"/user/{{⟦user.ie⟧}}/pet\"> {{ ⟦page.to⟧ }}");
    assertPrecise("<a href=\"{{URL}}\"> {{URL|⸠example.to⸡}}");
  }

  public void testOperandOfArithmetic() {
    assertPrecise(
        "    a.href = \"#\" + ⟦entry.element.ie⟧;\n  f(\"x\" .. ⟦obj.ie⟧) and g(2 * ⟦size.am⟧)"
            + "\n  h='\"'+⟦ef.ie⟧+'\"'");
    // prose, or an operand that ends no statement
    assertPrecise("C++ ⸠example.ie⸡; \"x\" + ⸠example.ie⸡ + y; see ⸠example.ie⸡;");
    assertPrecise(
        "* ⸠salsa.debian.org⸡; Git repositories\n  * ⸠example.ie⸡; a list\nx = * ⸠ab.ie⸡;");
    // a brace closes it too, and a line's end after an operator with blanks on both sides
    assertPrecise("    tmp = json.dumps({\"a\": 5 * ⟦uv.cm⟧}, cls=x)\n");
    assertPrecise("        q1 = np.array([1.253, 2.253]) * ⟦uv.kg⟧\n");
    assertPrecise("        id = b\"%d\" % ⟦cs.ie⟧\n");
    // not a pattern's glob, IRC's +, an operator with no blank after, or a line that goes on
    assertPrecise(".adult*⸠finder.com⸡\n/SERVER CONNECT +⸠irc.libera.chat⸡\nx *⸠ab.ie⸡\n");
    assertPrecise("    q = 10 * ⸠uv.km⸡ now\nGmbH+ ⸠co.kg⸡\n");
    // a line's end after a number times it, with no blank, or a float's point
    assertPrecise("# V_BARY = 20*⟦uv.km⟧\n  v_x=100.*⟦uv.km⟧\n");
    // (a letter before it, a glob of files' names: see testGlobsOfFileNames)
    assertPrecise("x = a*⟦uv.km⟧\n");
    assertPrecise("x = 1+⸠uv.km⸡\n");
    assertPrecise("x = 20* ⟦uv.km⟧\n");
    assertPrecise("v = .*⸠uv.km⸡\n");
    // in parentheses of its own
    assertPrecise(
        "see (⸠uv.km⸡) and 70 * (⸠uv.km⸡ now)\n>>> cosmo = LambdaCDM(70 * (⟦uv.km⟧), 0.3)");
    // or first in a tuple that a string's % formats; not another operator's, nor after no string
    assertPrecise(
        "70 * (⸠uv.km⸡, 2) x % (⸠uv.km⸡, 2) \"a\" + (⸠uv.km⸡, 2) \"a\" % (⸠uv.km⸡ b)\n  print(\"%s %i\" % (⟦record.ie⟧, len(record)))");
    // a quotient of members of one namespace, or by numbers: Astropy's units
    assertPrecise(
        "radial_velocity=10*⟦u.km/u.s⟧)\n70 * (⟦u.km/u.s/u.Mpc⟧), 0.3)\nh = y + ⟦insets.top/2⟧;");
    // not a link's path, nor a file that starts as the host does, outside arithmetic
    for (String kept : new String[] {"s.u", "u", "usa", "2/", "x2"}) {
      assertPrecise("f(10*⸠u.km/" + kept + "⸡)");
    }
    // (u.km/u.s alone is one namespace's alternatives: testAlternativesInOneNamespace)
    assertPrecise("wget ⸠apt.llvm.org/apt.key⸡ ⸠u.km/v.s⸡ at 10*⸠u.km/v.s⸡ per\nf(10*⟦u.km/u.s⟧)");
  }

  public void testDrawings() {
    // a game's map in letters and dots (Crawl's levels): a host alone on its line between drawn
    // lines, or with glyphs beside it
    assertPrecise("MAP\n⟦vv.cc⟧\nvD..c\n..E..\nc..Fb\n⟦cc.bb⟧\nENDMAP\n");
    assertPrecise("..tt'''''⟦tt.tt⟧'''''tt.....\n   ⟦bb.bb⟧ ⟦bb.bb⟧       ⟦bb.bb⟧\n");
    assertPrecise("c..Fb\r\n⟦cc.bb⟧\r\nx\n⟦cc.bb⟧\r\nc@@Fb\r\n");
    assertPrecise("c..Fb\n⟦tu.tt⟧\nx\n⟦tt.tt⟧ '''\nx\n");
    // (a neighbour of five glyphs or more, one of them no host's)
    assertPrecise("⸠tt.tt⸡\nc..F\n⸠tt.tt⸡\n⸠bb.bb⸡\n⸠tt.tt⸡\nbb-bb\n");
    // (glyphs beside it: no digits; blanks are no glyph twice in a row)
    assertPrecise("111 ⸠bb.fr⸡\n⸠ab.fr⸡  '~@\n24116\t⸠68k.se⸡\n");
    // (nor are digits: Analog's domain report)
    assertPrecise("   :  9592: 22.19%:   ⸠ad.jp⸡\n");
    // not a list of domains, one a line or numbered; not beside words, other scripts, or many
    // letters; not code, nor a line read in part
    assertPrecise("45632\t⸠br0.fr⸡\n45633\tThe Hershey Company\n⸠br0.fr⸡\n⸠bb.fr⸡\n");
    assertPrecise("see ⸠free.fr⸡ '''\n⸠tt.tt⸡ '' ⸠tt.tt⸡ αα\n⸠ab.cd.ee⸡ '''\n⸠tt.tt⸡ ''\n");
    assertPrecise("\n⸠tt.tt⸡\nMAP ''\n''\n⸠tt.tt⸡\nc..Fb MAP\n-> ⸠tu.co⸡ <-\n");
    assertPrecise(
        "~".repeat(TextAround.BEFORE + 1) + "⸠tt.tt⸡~~\n⸠tt.tt⸡~~~" + "~".repeat(TextAround.AFTER));
  }

  public void testDomainsOfFilterRules() {
    // a network rule's, after || at the line's start, an exception's @@||, then ^ / $ * or the end
    assertPrecise(
        "||⸠ma-t-chy.link⸡^$doc\n@@||⸠example.cc⸡^$ghide\n||⸠j.cc⸡\n||⸠k.cc⸡*\n||⸠y.cc/ads.js⸡\n");
    // not code's ||, nor a rule's || elsewhere on its line, nor another char after it
    assertPrecise("x = a||⟦b.id⟧\nf ||⟦c.cc⟧^\n||⟦d.cc⟧ x\n@||⟦l.cc⟧^\nx@@||⟦m.cc⟧^\n||⟦o.cc⟧|p\n");
    assertPrecise("||⸠p2.cc⸡$third-party\n||⸠x2.cc/⸡\n");
    assertPrecise("|⟦b2.cc⟧^\n");
    assertPrecise("x\n\n@||⟦l3.cc⟧^\n");
    assertPrecise("@x||⟦n2.cc⟧^\n");
    // (a domain linked so is a link when the text names it again)
    assertPrecise("||⸠q9.cc⸡^\nsee ⸠q9.cc⸡ now\n");
    // a domain= option's, its list joined by |; not after another char, nor after | alone
    assertPrecise(
        "||⸠criteo.net⸡^$domain=⸠open.cc⸡|~⸠di.cc⸡,script\n/x.js^,domain=⸠e.cc⸡|⸠e2.cc⸡,script\n");
    assertPrecise("(domain=⟦a.cc⟧|⟦b.cc⟧)\nxdomain=⟦f.cc⟧\ndomain=|⟦q.cc⟧\n");
    // a cosmetic rule's, its list joined by commas, before ## #@# #?# #$#
    assertPrecise(
        "⸠camhub.cc##.table⸡\n⸠a.cc⸡,~⸠b.cc#@#.ad⸡\n⸠c.cc#?#div⸡\n⸠d.cc#$#x⸡\nx,⸠s.cc##y⸡\n");
    assertPrecise(
        "⸠a4.cc⸡,vipleague.*,⸠b4.cc##x⸡\n⸠a5.cc⸡,~⸠b5.cc##x⸡\n⸠a7.cc⸡,⸠a-b.com⸡,⸠b7.cc##x⸡\n");
    // (a separator too far after the host to be read)
    assertPrecise("⟦a6.cc⟧,⸠" + "b".repeat(40) + ".com##x⸡\n");
    // not after a word, another separator, a blank, a list joined by blanks
    assertPrecise(
        "see ⟦foo.cc##x⟧\n⟦e.cc#x⟧\n⟦f.cc#%#x⟧\n⟦g.cc#@x⟧\n⟦n.cc⟧ ##x\n⟦h.cc⟧,⟦i.cc⟧ x##y\n");
  }

  public void testRulesOfFontLayoutTables() {
    // m17n's: a position pair before a lone = that closes the rule
    assertPrecise("      (cond (\"b\" ⟦bl.tc⟧ =)\t\t; 200\n\t    ((x) ⟦br.tc⟧  =)\n");
    // a smiley after a word; no blank before the host; "=" not closing
    assertPrecise("see ⸠example.com⸡ =) and \"x\"⸠a.com⸡ =) \"x\" ⸠b.com⸡ = ) \"x\" ⸠c.com⸡ =x\n");
    assertPrecise("x\")⸠n.com⸡ =) \"x\" ⸠d.com⸡ a)\n");
  }

  public void testBinaryData() {
    // a binary file's bytes read as text: a short name with a replacement char near either side
    assertPrecise("G\uFFFD\uFFFD`Mf ⟦3v.ir⟧\uFFFD\uFFFDQ x\uFFFD|~|~|~|⟦J7.pr⟧|~|~|~|\uFFFD");
    assertPrecise("\uFFFD\u0001⟦3.q.ar⟧\u001d\uFFFD \uFFFDa ⟦IDATT.az⟧ b\uFFFD");
    assertPrecise("x\uFFFD ⟦ab.de⟧\uFFFD is here");
    assertPrecise("it is \uFFFD⟦ab.de⟧ \uFFFD");
    // not a host as long as hosts are, nor one with a replacement char on one side only, or
    // farther: text decoded in a wrong charset
    assertPrecise("<p>\uFFFD\uFFFD \uFFFD\uFFFD ⸠example.com⸡\uFFFD\uFFFD gzip");
    assertPrecise(
        "\uFFFD\uFFFD ⸠abcdef.de⸡ \uFFFD\n\uFFFD\uFFFD ⸠ab.de⸡ is here\nit is ⸠ab.de⸡ \uFFFD");
    assertPrecise("\uFFFD|~|~|~|~⸠ab.de⸡ \uFFFD\n\uFFFD ⸠ab.de⸡|~|~|~|~\uFFFD");
  }

  public void testReverseDnsNames() {
    // hexadecimal labels in capitals are no class names under .arpa
    assertPrecise("zones ⸠8.E.F.ip6.arpa⸡ to ⸠B.E.F.ip6.arpa⸡; ⟦Foo.Bar.info⟧");
    // .arpa is DNS's own TLD, no word: its names of two labels are hosts and zones (RFC 8375)
    assertPrecise("Special-Use Domain '⸠home.arpa⸡.'\nlocal-zone: \"⸠home.arpa⸡.\" static\n");
    // whatever its case, two labels too
    assertPrecise("under the ⸠IP6.ARPA⸡ zone; Lookup ⸠IPV4ONLY.ARPA⸡ AAAA\n");
    assertPrecise("-- Mode #weechat [+nt] by ⸠hades.arpa⸡\n");
  }

  public void testAddressPlaceholders() {
    // four labels, each one letter two or three times, one a byte; not one or four times, nor
    // two letters, nor a digit, nor five labels or three, nor a TLD of another shape
    assertPrecise(
        "# be a simple IP address [⟦xx.yy.zz.tt⟧], or ⟦xx.yy.zzz.tt⟧;"
            + " not ⸠xx.yy.zz.com⸡ or ⸠xx.yy.zzzz.tt⸡ or ⸠x.yy.zz.tt⸡ or ⸠ab.yy.zz.tt⸡ or"
            + " ⸠xx.yy.zz.tt.tt⸡ or ⸠xx.yy.tt⸡ or ⸠11.yy.zz.tt⸡\n");
  }

  public void testOnionServicesAddresses() {
    // 56 chars of base32 (version 3) or 16 (version 2) before .onion, in any case, quoted too
    String v3 = "yq5jjvr7drkjrelzhut7kgclfuro65jjlivyzfmxiq2kyv5lickrl4qd";
    assertPrecise(
        "address: '⸠"
            + v3
            + ".onion⸡'\nsee ⸠expyuzz4wqqyqhjn.onion⸡, ⸠EXPYUZZ4WQQYQHJN.onion⸡; ⸠forums."
            + v3
            + ".onion⸡\n");
    // not another length, nor a char base32 has not (0, 1, 8, 9), nor under another TLD
    assertPrecise(
        "address: '⟦"
            + v3.substring(1)
            + ".onion⟧', '⟦expyuzz4wqqyqhj.onion⟧', '⟦expyuzz4wqqyqhj1.onion⟧',"
            + " '⟦expyuzz4wqqyqhj8.onion⟧', x = '⟦expyuzz4wqqyqhjn.app⟧'\n");
  }

  public void testHtmlAnchorNames() {
    assertPrecise(
        "<a xmlns=\"\" id=\"⟦sidebar.snapshot.debian.org⟧\"></a> (see <a"
            + " href=\"apt.html#⟦sidebar.snapshot.debian.org⟧\">)\n<a class=\"anchor\""
            + " name=\"⟦internal.htx.free⟧\"></a> - <a href=\"#⟦httpclient.resolvers.ie⟧\">");
    // other elements' names, a host after # that is no page's fragment
    assertPrecise(
        "<hostname name=\"⸠openbsd.org⸡\" type=\"user\"/> --dns-name=\"⸠my.zone.com⸡.\"\n"
            + "to martin#⸠antibodymx.net⸡ or 'sshfs#⸠example.com⸡'");
  }

  public void testFileClassInHtml() {
    assertPrecise(
        "the <code class=\"filename\">⟦eicar.com⟧</code> (or <code>⟦eicar.com.zip⟧</code>)");
    assertPrecise("in <code class=\"file literal\">⟦vendor.cx⟧</code>");
    assertPrecise(
        "<code class=\"literal\">⸠deb.debian.org⸡</code> <span class=\"profile\">⸠example.de⸡</span>");
  }

  public void testOperandBesideAColumn() {
    // a column with _ in its name, on either side of =; not a key's value
    assertPrecise(
        "\" FROM post p JOIN user u ON ⟦p.author⟧_ie = ⟦uv.ie⟧\"\n"
            + "WHERE ⟦employees.ie⟧ = accounts.sales_person;\n");
    assertPrecise(
        "host_name = ⸠example.ie⸡ and a.b = ⸠example.ie⸡ or ⸠mail.example.ie⸡ = x.user_ie");
  }

  public void testArgumentOfACommandThatTakesFiles() {
    assertPrecise(
        "<code><strong>$ cp server.key ⟦server.key.org⟧</strong></code>\n"
            + "# cat ⟦Kexample.com⟧.+013+10376.key\n  # ln -s ⟦libdb-3.2.sl⟧ ⟦libdb.sl⟧\n"
            + "then keep ⟦server.key.org⟧ safe; sudo rm ⟦old.lu⟧ <pre>vim ⟦notes.ee⟧</pre>");
    // compilers, whose operands are sources; in HTML with tags around each blank
    assertPrecise("  $ clang++ ⟦axpy.cu⟧ -o axpy\n  $ llvm-tblgen ⟦X86.td⟧ -print-enums\n");
    assertPrecise(
        "<span class=\"gp\">$ </span>clang++<span class=\"w\"> </span>⟦axpy.cu⟧<span"
            + " class=\"w\"> </span>-o\n<b>Run</b> <code>cat ⟦notes.ee⟧</code>\n"
            + "<kbd>$</kbd></span>cat ⟦old.lu⟧\n");
    assertPrecise("<span>$ </span>cp<span> </span>⟦ab.ee⟧<span> </span>⟦bc.lt⟧");
    // (a blank highlighted between a command's words: ssh's operands are hosts)
    assertPrecise(
        "<span>$ </span>ssh<span> </span>⸠example.de⸡<span> </span>cat<span> </span>⸠ab.de⸡");
    // not a command: a word in prose, or a command that takes hosts
    assertPrecise(
        "Less ⸠example.de⸡ is more; see cp ⸠example.de⸡\n$ ping -c 1 ⸠example.de⸡\n"
            + "$ ssh ⸠example.de⸡ cat ⸠example.org⸡");
  }

  public void testAddressWithASpaceAfterItsAt() {
    // (a TLD in title case whose case alone is no host's: .Edu's is, testTitleCaseGenericTlds)
    assertPrecise("by Charles Lane <lane@ ⸠DUPHY4.Physics.Drexel.De⸡>\n");
    assertPrecise("by Charles Lane <lane@  ⸠DUPHY4.Physics.Drexel.De⸡>\n");
    // not without a local part, nor glued to the host (an email then)
    assertPrecise("by -@ ⟦DUPHY4.Physics.Drexel.De⟧\n");
    assertPrecise("(@ ⟦DUPHY4.Physics.Drexel.De⟧)\n");
  }

  public void testLocalPartOfAnAddressWithASpaceForItsAt() {
    assertPrecise("[ZeddYu <⟦zeddyu.lu⟧ ⸠gmail.com⸡>, Eric Covener]");
    assertPrecise("see <⸠example.org⸡ and more>, <⸠example.org⸡> ⸠example.org⸡");
    // and the domain after it, in any TLD, the bracket closing it as prose does
    assertPrecise(
        "<alexander.gerasimov ⸠codeit.pro⸡>. [Micha Lenk <micha ⸠lenk.info⸡>]\n"
            + "[<a_b-c.d ⸠example.name⸡>, (<x ⸠falco.me⸡>); <y ⸠e.name⸡>\n");
    assertPrecise("<y ⸠e.name⸡>. Then <z ⸠f.name⸡> and");
    // not code's: POD's, a type's parameters, a repr, nor without its local part or its space
    assertPrecise(
        "C<perl ⟦Makefile.PL⟧>, Map<K ⟦v.name⟧>, <RArray <RPrimitive ⟦builtins.name⟧>[10]>\n"
            + "< ⟦e.name⟧>, <a  ⟦e.name⟧>, <a ⟦e.name⟧>x, <a:b ⟦e.name⟧>, <a ⟦e.name⟧ >\n"
            + "<a ⟦e.name⟧, b> (a ⟦e.name⟧>\n");
  }

  public void testMethodReference() {
    assertPrecise("cache ⟦Memory.Store#get()⟧ utilizing; ⟦java.Store#find()⟧ too");
    assertPrecise("see ⸠example.de/#top⸡ or ⸠example.co.uk#get⸡ (the docs)");
  }

  public void testQuotedCountryCodeName() {
    assertPrecise(
        "editing your '⟦hostname.mc⟧' with; require \"⟦syscall.ph⟧\"; in `⟦local.cx⟧' and\n"
            + "{ \"⟦key.cu⟧\", \"Currency\" }");
    // Texinfo's @file and @samp, as Info and HTML write them
    assertPrecise(
        "such as ‘⟦testsuite.at⟧’ merely\n<p>such as <samp>⟦testsuite.at⟧</samp>\n"
            + "hosted on ‘⸠sourceware.cygnus.com⸡’, ‘⸠heise.de⸡ is, <samp>⸠kremvax.kgb.su⸡</samp>, “⸠heise.de⸡”,"
            + " <samp>⸠heise.de⸡ and <b>⸠heise.de⸡</samp>");
    // an internationalized name, another TLD, more labels, a path: still links
    assertPrecise(
        "set_host(Some(\"⸠goșu.ro⸡\")) '⸠xn--bcher-kva.ch⸡' \"⸠example.org⸡\" '⸠mail.example.de⸡'"
            + " \"⸠example.de/a⸡\" ⸠example.de⸡");
  }

  public void testDeclarationsAndAssignments() {
    assertPrecise("package ⟦jdk.net⟧;\nthe package ⟦example.net⟧ is");
    assertPrecise("  int id = ⟦message.ie⟧;\n");
    assertPrecise("  if (a < ⸠bc.ie⸡;) HOST=⸠example.com⸡; x = ⸠ab.ie⸡ ");
  }

  public void testMarkupElementNames() {
    assertPrecise("<⟦commons.jira.ie⟧>IO</⟦commons.jira.ie⟧>\n<⟦jdk.module.name⟧>${x}</x>");
    // an element's child or end right after it; not a value in brackets (E2Guardian's phrase
    // lists: a domain, then its weight)
    assertPrecise(
        "<⟦a.b.ie⟧><c>x</c></⟦a.b.ie⟧> <⟦x.ie⟧></⟦x.ie⟧>\n<⸠ccbill.com⸡><20>\n<⸠sedo.com⸡><-5>");
    // a host in angle brackets, with text going on after a space or a stop
    assertPrecise(
        "Simon <⸠sa.me.uk⸡>\nmail <⸠bug-time.org⸡>. or <⸠gnu.org⸡> now, on C<⸠irc.perl.org⸡>|irc");
  }

  public void testHtmlTagsBetweenAPathAndItsFile() {
    // what a reader sees is /etc/postfix/main.cx: a file, and so later in the text
    assertPrecise(
        "/etc/postfix/<a href=\"postconf.5.html\"><b>⟦main.cx⟧</b></a>:\nthen edit ⟦main.cx⟧ again");
    assertPrecise("mail for <b>⸠example.cx⸡</b>: a host; <i>x</i>⸠example.cx⸡ too");
  }

  public void testHtmlTagsBetweenAManualPageAndItsSection() {
    assertPrecise("the <b>⟦master.cx⟧</b>(5) file, <b>⸠example.org⸡</b> (a mirror)");
  }

  public void testAnchorToAPageBesideThisOne() {
    assertPrecise(
        "<a href=\"postconf.5.html\">⟦main.cx⟧</a>, <a href=\"#x509ca\"><code>⟦x509.ca⟧</code></a>");
    // an anchor to the host, or to a page about it elsewhere on the site
    assertPrecise(
        "<a href=\"⸠https://gnu.org/⸡\">⸠gnu.org⸡</a> <a href=\"/wiki/⟦Amazon.com⟧\">⸠Amazon.com⸡</a>"
            + " <a href='//⸠example.org⸡'>⸠example.org⸡</a>");
  }

  public void testARetiredCountryCodesDomainsAreNoNamespace() {
    // .an (Netherlands Antilles) is no TLD now, so org.an reads as an identifier; org is no
    // namespace for it
    assertPrecise("util_rb_2tld com.an org.an\nutil_rb_2tld ⸠com.bw⸡ ⸠org.bw⸡");
    assertPrecise("util.inspect(x)\n⟦util.is⟧"); // a namespace still
  }

  public void testFileLineAndColumn() {
    assertPrecise("⟦broken.cc:2⟧:10: fatal error and ⟦main.java:12⟧:5: warning");
    assertPrecise("connect to ⸠example.com:8443⸡: connection refused");
    assertPrecise("File \"⟦app.py⟧\", line 3, in <module>; died at ⟦script.pl⟧ line 12.");
  }

  public void testHostHeaderIsEvidence() {
    assertPrecise("wget --header=\"Host: ⸠foo.bar⸡\" and host:⸠pkg.dev⸡; the ⟦ghost.bar⟧");
    // not code's own member as the value of a key host, nor one named after the key
    assertPrecise(
        "{ host: ⟦this.options.proxy.hosting⟧ || x, host: ⟦self.proxy.hosting⟧,"
            + " host: ⸠thus.proxy.hosting⸡, host: ⟦thus.proxy.host⟧ }");
  }

  public void testDiffstatFiles() {
    assertPrecise(
        " ⟦gen.tab/meson.build⟧            |  79 ++++---\n ⟦logo.zip⟧ | Bin 0 -> 12 bytes");
    assertPrecise("see ⸠example.com/a⸡ | ⸠example.org⸡ |"); // no count after the bar
  }

  public void testLocalPartOfAnAddressWrittenOut() {
    assertPrecise("Martin <⟦anty.sk⟧+git at ⸠gmail.com⸡>, ⟦jane.name⟧ (at) ⸠example.org⸡");
    assertPrecise("mirrored at ⸠example.com⸡ at night"); // "at night": no address after
    // cut short by an archive that hides addresses
    assertPrecise("Dalius <⟦dalius.do⟧...@gmail.com> and <⟦jane.do⟧…@example.org>");
    // or in a Perl string, its @ escaped
    assertPrecise("\"Updated (Feb-1999), John Birch <⟦jb.nz⟧\\@writeme.com>\\n\", ⸠jb.nz⸡\\n");
    assertPrecise("see ⸠example.de⸡... or ⸠example.fr⸡.. @x, ⸠example.nl⸡…x@");
  }

  public void testNamedAFile() {
    assertPrecise("Files: ⟦CleanSpec.mk⟧ and file ⟦foo.tf⟧, the ⟦main.tf⟧ file, ⟦ab.tf⟧ files");
    assertPrecise("profile ⸠example.com⸡ and ⸠example.com⸡ filesystem");
    // a placeholder named a file by its first label, outside RFC 1591's TLDs
    // (each its own text: the TLD of a name once a file's names files there)
    assertPrecise("sigrok-cli -i <⟦file.sr⟧>");
    assertPrecise("⟦File.de⟧ or ⟦filename.ie⟧; ⸠file.org⸡");
    for (String host : new String[] {"files.de", "filenames.de", "file.example.de", "afile.de"}) {
      assertPrecise("see ⸠" + host + "⸡");
    }
    // "script" before it, and a manual page's title
    assertPrecise("the startup script ⟦default.pa⟧ (see below)");
    assertPrecise("postscript ⸠example.pa⸡");
    assertPrecise(".TH ⟦default.pa⟧ 5 User Manuals");
    // an HTML page's title that names it a program's manual; the name is a file's after it
    assertPrecise(
        " <title>⟦v.net⟧ - GRASS GIS manual</title>\n<b>⟦v.net⟧</b> does\n"
            + "<title>⟦r.li⟧ - GRASS GIS Manual</title>");
    assertPrecise(
        "<title>⸠example.com⸡ - Home</title>\n<title>⸠example.org⸡ manual</title>\n"
            + "<title>⸠ab.de⸡ - a\nmanual</title> <title>⸠bc.de⸡ - the manual of a tool</title>\n"
            + "<title> ⸠cd.de⸡ - manual</title><title>⸠de.de⸡ - a manual page</title>"
            + "<title>⸠ef.de⸡ : manual</title>");
    assertPrecise(".TH \"⟦x.default.pa⟧\" 5");
    // the file an LLVM source's first line names; each alone, as a name once dropped stays so
    assertPrecise("//===- ⟦Attributes.td⟧ - Defines all LLVM attributes ---*- tablegen -*-===//");
    assertPrecise("/*===-- ⟦index.com⟧ - C Index ---*- C -*-===*\\");
    assertPrecise("x\n//==- ⟦intrinsics.com⟧ -  x");
    assertPrecise(
        "x //===- ⸠a.com⸡ - x\n//---- ⸠j.com⸡ - x\n// ===- ⸠m.com⸡ - x\n/===- ⸠o.com⸡ - x\n"
            + "//=- ⸠p.com⸡ - x\n//===- ⸠r.com⸡ x\n//===- ⸠s.com⸡  - x\n#===- ⸠u.com⸡ - x\n"
            + "/+===- ⸠v.com⸡ - x\n//===-\t⸠w.com⸡ - x\n//===- ⸠x.com⸡\t-\nx/===- ⸠o.com⸡ - x\n"
            + "//===x- ⸠y.com⸡ - x");
    assertPrecise(
        "see .TH ⸠example.pa⸡ and\n.TX ⸠example.pa⸡ and\n.TH  ⸠example.pa⸡\nxTH ⸠example.pa⸡");
    // a list of files the plural and a comma announce; not the singular's clause, nor com, org …
    assertPrecise("Create two files, ⟦generate-t42.pe⟧ and");
    assertPrecise("such as postfix-files, ⟦dynamicmaps.cx⟧,");
    assertPrecise("Drop the watch file, ⸠ftp.mutt.de⸡ has none; the files, ⸠example.com⸡ has");
    assertPrecise("profiles, ⸠example.de⸡ and files,⸠example.de⸡");
    // the word a reader sees before it, HTML tags between skipped
    assertPrecise("the file <code>⟦welcome.html.en.de⟧</code>");
    assertPrecise("the host <code>⸠example.de⸡</code>");
    // under com, org, net …, "file" after names a file at that host
    assertPrecise("a cached ⸠kernel.org⸡ file, but the ⟦variables.tf⟧ file");
    // "configuration file", and the word after HTML tags
    assertPrecise("your ⟦submit.mc⟧ configuration files");
    assertPrecise("the <code>⟦main.cx⟧</code> file");
    assertPrecise("your ⟦sendmail.de⟧ config file");
    assertPrecise("the ⸠example.de⸡ configuration");
  }

  public void testChangeLogAndCommitSubjects() {
    assertPrecise(
        "\t* ⟦cfg.mk⟧ (sc_rule): New rule.\n\t* ⟦cfg.mk⟧: Include it.\n⟦cfg.mk⟧: exclude devel/");
    // not at the start of a line, or a plain parenthesis after the host: prose
    assertPrecise(
        "see ⸠example.com⸡: it works\n⸠example.com⸡ (the site) is down\n* ⸠gnu.org⸡ is up");
    // the files an entry starts with: a list, even with a path
    assertPrecise(
        "\t* ⟦make-all.com⟧, ⟦setup.com⟧: New files.\n\t* ⟦gcc.target/i386/a.c⟧: Move to ...");
    assertPrecise("\t* tests/⟦ab.at⟧, ⟦bc.at⟧ (check): New.");
    // a list in prose, or after words, is no entry's files
    assertPrecise(
        "  * Changed issue, ⸠issue.net⸡, and more\n  * For Debian for ⸠apt.llvm.org⸡, use it");
    // a ChangeLog's "(name):", a subject after git log --oneline's hash
    assertPrecise("\t(⟦dir.info⟧): Depend on it.\n\t* ⟦Makefile.in⟧ (⟦standards.info⟧): Build.");
    assertPrecise("\t(⟦dir.ws⟧): Depend on it.");
    assertPrecise("\t* ⟦Makefile.in⟧ (⟦standards.tv⟧): Build.");
    assertPrecise("7f006436 ⟦example.vc⟧: fix the link\nc0ffee12ab ⟦example.vc⟧ (build): fix");
    // indented as a Debian changelog lists upstream's commits; not after a word
    assertPrecise(
        "    ba0288cae ⟦scheduler.jobs.show⟧: fix\n\tba0288cae ⟦x.vc⟧: y\nso ba0288cae ⸠example.tv⸡: y");
    // under com, org, net …, a host a line starts with: tools' output, YAML's keys, lists
    assertPrecise(
        "⸠server2ozo.com⸡: stratum 2, offset 0.0124263\n⸠mail.example.com⸡: connection refused\n"
            + "7f006436 ⸠valadoc.org⸡: navigation fix\n  ⸠registry.example.com⸡:\n\t(⸠dir.net⸡): x");
    // a number is no hash, a parenthesis without the colon is prose
    assertPrecise("1700000000 ⸠example.vc⸡: timed out\nsee (⸠example.de⸡) or (⸠gnu.org⸡).");
    // after a "-" bullet, two labels out of com, org, net …: a file
    assertPrecise("  - ⟦configure.ng⟧: use pkg-config");
    assertPrecise(
        "  - ⸠ftp.example.de⸡: a mirror\n  - ⸠example.org⸡: another\nsee - ⸠example.ng⸡: x");
    // BIND's query log: a queried name in parentheses before a colon
    assertPrecise(
        "client 82.207.95.42#40278 (⸠redginseng.com.ua⸡): query (cache) denied\n"
            + "named[1]: client @0x7f 192.0.2.1#53 (⸠example.vc⸡): query: ⸠example.vc⸡ IN A");
  }

  public void testFileExtensionsTheTextShowed() {
    // each TLD becomes a file extension for the rest of the text after one file name shows it
    assertPrecise(
        "\t* tests/⟦sparse03.at⟧: New test.\n\tAdd ⟦sparse04.at⟧ and ⸠example.com⸡; see ⸠tu.wien.at⸡");
    assertPrecise("Add ⸠sparse04.at⸡ and ⸠tests.at⸡");
    assertPrecise("⸠example.at⸡ before tests/⟦sparse03.at⟧, then ⟦example.at⟧");
    assertPrecise("⸠example.at⸡ before tests/⟦sparse.v03.at⟧, then ⟦example.at⟧");
    // directories too, but only hosts of two labels
    assertPrecise(
        "gcc/testsuite/⟦gcc.target/i386/a.c⟧, then ⟦gcc.target/i386/b.c⟧; ⸠go.dev/doc⸡ and"
            + " ⸠pkg.go.target/x⸡");
    assertPrecise("⸠gcc.target/i386/b.c⸡");
    // not a directory named after a host of three labels or more, a mirror's or a registry's
    assertPrecise(
        "as mygroup/⟦k8s.gcr.io/kubernetes/kube-proxy:v1⟧; ⸠docker.io/library/busybox⸡ and"
            + " ⸠docker.io⸡; mygroup/⟦docker.io/library/busybox⟧, then ⟦docker.io⟧\n");
    // never one of RFC 1591's generic TLDs, which far more links end in
    assertPrecise("vms/⟦make-all.com⟧ and ⸠setup.com⸡: New files.\nMail ⸠gnu.org⸡ or ⸠fsf.org⸡");
    // evidence of an identifier (an underscore, a call) says nothing about files
    assertPrecise("call ⟦dbm.open⟧() and test_⟦xy.vc⟧, then ⸠gnu.vc⸡");
    // one text only: the next starts knowing nothing
    assertEquals(0, PRECISE.detect("tests/sparse03.at").size());
    assertEquals(1, PRECISE.detect("sparse04.at").size());
  }

  public void testFileNamesTheTextShowed() {
    // a name a ChangeLog entry, a diffstat, a traceback or the word "file" showed to be a file's is
    // that file later in the text, even under .com; before it, or another name, is a link
    assertPrecise(
        "Add ⸠setup.com⸡.\n\t* ⟦make-all.com⟧, ⟦setup.com⟧: New files.\n"
            + "\t* ⟦Makefile.in⟧: Add ⟦make-all.com⟧ and ⟦setup.com⟧; thanks to ⸠cygnus.com⸡");
    assertPrecise(" ⟦notes.org⟧ | 179 +\n    Remove ⟦notes.org⟧, see ⸠orgmode.org⸡");
    assertPrecise("the file ⟦vmsbuild.com⟧ runs; run ⟦vmsbuild.com⟧ again");
    // a path's last name, a FILE:LINE shape or a line's subject are hosts too (domains/example.com,
    // example.com:443:127.0.0.1): only a name in another TLD is remembered from them
    assertPrecise(
        "use domains/⟦domain.com⟧, then ⸠domain.com⸡; ⟦example.com:443⟧:127.0.0.1 and ⸠example.com⸡");
    assertPrecise("run /usr/share/pgdg/⟦apt.postgresql.org.sh⟧ again: ⟦apt.postgresql.org.sh⟧ -v");
    assertPrecise("see ⸠apt.postgresql.org.sh⸡ -v");
    // the last 64 names only: a text that names many files costs no more
    StringBuilder entries = new StringBuilder("\t* ⟦setup.com⟧: New file.\n");
    for (int i = 0; i < FilesInText.NAMES; i++) {
      entries.append("\t* ⟦f").append(i).append(".com⟧: New file.\n");
    }
    assertPrecise(entries + "\tAdd ⟦f0.com⟧ and ⸠setup.com⸡.");
    // a directory is no file: the host a mirror names one after stays a link
    assertPrecise("mirror/⟦ftp.gnu.org/gnu/⟧ holds ⸠ftp.gnu.org⸡");
  }

  public void testDomainsTheTextLinked() {
    // a host under a domain the text linked by a scheme, www. or an email is a link later in it,
    // whatever its TLD (.ly, .info: file extensions, words) or letter case
    assertPrecise("get ⟦bit.ly⟧ first; then ⸠https://bit.ly/x⸡ makes ⸠bit.ly⸡ a host");
    assertPrecise("see ⸠www.gnuplot.info⸡ or ⸠gnuplot.info⸡; ⟦sieve.info⟧ is another");
    assertPrecise("write ⸠list-one@example.net⸡: List One in ⸠Example.Net⸡, not ⟦Example.De⟧");
    // any host under the registrable domain, and the domain under any of its hosts
    assertPrecise("⸠https://secure.example.ly/a⸡, then ⸠example.ly⸡ and ⸠mirror.example.ly⸡");
    // another scheme before "//" is evidence; "//" alone may start a comment
    assertPrecise("ftp://⸠ftp.example.ly/pub⸡ and ⸠example.ly⸡");
    assertPrecise("package x; //⸠javax.tools⸡;\n * This class is to be put in ⟦javax.tools⟧.");
    // a scheme whose slashes JSON escapes, then the domain is linked; not without the colon, nor
    // a slash not escaped, nor one slash
    assertPrecise("{\"url\":\"https:\\/\\/⸠ftp.example.ly⸡\\/pub\"} and ⸠example.ly⸡\n");
    assertPrecise("x\\/\\/⟦a.ly⟧ x:/\\/⟦b.ly⟧ x:\\/⟦d.ly⟧\n");
    assertPrecise("y:\\/\\_⟦e.ly⟧ y:\\/x/⟦f.ly⟧ y:\\x\\/⟦g.ly⟧ y:x/\\/⟦h.ly⟧\n");
    // but a call commented out is code: "//", a name, "(" (not with a path, nor after a scheme)
    assertPrecise("    //⟦Element.show⟧(topDocument.getElementById(\"topDiv\"));");
    assertPrecise(
        "//⸠example.com/x(⸡ //⸠example.org⸡ ( //⸠example.net:80⸡( Host: ⸠example.de⸡( ftp://⸠a.example.fr⸡(");
    // a file named as one stays a file (an info manual named after its site)
    assertPrecise("see ⸠http://www.gnuplot.info/⸡, then File: ⟦gnuplot.info⟧, Node: Top");
    // another registrable domain says nothing
    assertPrecise("⸠https://docs.rs/serde⸡ and ⟦lib.rs⟧");
    // one text only: the next starts knowing nothing
    assertEquals(2, PRECISE.detect("https://bit.ly/x bit.ly").size());
    assertEquals(0, PRECISE.detect("bit.ly").size());
    // the last 64 domains only
    StringBuilder links = new StringBuilder("⸠https://bit.ly/x⸡\n");
    for (int i = 0; i < LinksInText.DOMAINS; i++) {
      links.append("⸠https://d").append(i).append(".com/⸡\n");
    }
    assertPrecise(links + "⸠https://d0.com/⸡ ⟦bit.ly⟧");
  }

  public void testNeighbourInTheSameNamespace() {
    assertPrecise("include ⟦java.io⟧, java.util, rooted at ⟦java.net⟧ and java.lang.");
    assertPrecise("set ⟦user.name⟧ and ⟦user.email⟧; ⟦sendemail.to⟧, sendemail.transferEncoding");
    // neighbours that are hosts, or have more labels, say nothing
    assertPrecise("⸠example.com⸡ and ⸠example.net⸡; ⸠docs.de⸡ and ⸠docs.python.org⸡");
    assertPrecise("⸠docs.de⸡ or docs.pythonx/y");
    // all the labels but the last make the namespace
    assertPrecise("add ⟦binutils.templates.fr⟧, binutils.templates.ja and ⟦binutils.templates.ca⟧");
    assertPrecise("⸠lists.example.de⸡ and lists.misc, ⸠mail.example.de⸡ and mail.example");
  }

  public void testMembersOfJavaScriptPrototypes() {
    assertPrecise(
        "function If(){}⟦If.prototype.sd⟧=aa(); ⟦String.prototype.at⟧ ⟦oi.prototype.deepCopy.call⟧;"
            + " ⟦x.fn.prototype.at⟧"
            + " not the first label nor the last, nor in com, org, net …: ⸠prototype.example.de⸡"
            + " ⸠www.prototype.de⸡ ⸠a.b.prototype.com⸡ ⸠a.prototypes.de⸡ ⸠a.prototyp.de⸡");
  }

  public void testModulesImportStatementsNamed() {
    // a module's first label, from Python's from-import or an import of a dotted name (Java's too),
    // however far before: a host it begins is code; not under com, org, net ...; nor a path
    assertPrecise(
        "from nose2.tests._common import FunctionalTestCase"
            + FAR
            + "    \"--plugin=⟦nose2.plugins.mp⟧\", M.__name__ = \"⟦nose2.foo.bar⟧\";"
            + " ⸠nose2.com⸡ ⸠nose2.io/docs/⸡ ⸠Nose2.io⸡ ⸠nose.io⸡");
    assertPrecise("import os.path, sys" + FAR + "⟦os.is⟧");
    assertPrecise("  import os.path as p" + FAR + "⟦os.is⟧");
    assertPrecise(">>> from ⟦mock.tests.support⟧ import y" + FAR + "patch('⟦mock.tests.support⟧')");
    assertPrecise("import os.path" + FAR + "⟦os.is⟧");
    assertPrecise("import kotlin.collections.util;" + FAR + "it uses ⟦kotlin.io⟧ here");
    // only at a line's start but for indentation, in lower case, and what follows the name is
    // the statement's: import's, or its end
    for (String notAnImport :
        new String[] {
          "We import nose2.tests._common import X",
          "From nose2.tests._common import X",
          "from nose2.tests._common imports X",
          "from nose2.tests._common",
          "Import nose2.tests",
          "import nose2.tests to use",
          "import \"nose2.tests\"",
          "import nose2/tests",
        }) {
      assertPrecise(notAnImport + FAR + "⸠nose2.plugins.mp⸡");
    }
  }

  public void testImportBlocks() {
    // the block around an import of a dotted name: its other statements' modules too, those
    // without a dot (no run of a host holds them), blank lines and comments between
    assertPrecise(
        "x = 0\nimport sys\n# c\n\nimport operator  # ops\nimport os.path, os2\nimport re,"
            + " collections as c\nfrom functools import wraps\nimport gnu; import x\nimport bar #"
            + " c\nimportedx\n\nx = 1\nimport later"
            + FAR
            + "(⟦operator.gt⟧, ⟦collections.tz⟧, ⟦functools.tz⟧, ⟦sys.tz⟧, ⸠os.com⸡, ⸠abc.tz⸡,"
            + " ⟦gnu.tz⟧, ⟦bar.tz⟧, ⸠later.tz⸡, ⟦os2.tz⟧, ⸠dx.tz⸡)");
    assertPrecise(
        "from numpy.testing import a\r\n\r\nimport operator\r\n" + FAR + "(⟦operator.gt⟧, 0)");
    // not beyond a line that is no import statement (nor prose's "from x which", "import x to"),
    // nor without an import of a dotted name to start the block, nor a relative import
    assertPrecise(
        "x = 0\nimport operator\nx = 1\nfrom numpy.testing import a\nfrom gnuplot which"
            + "\nimport gnu to use\nfrom . import tz\n"
            + FAR
            + "⸠operator.gt⸡ ⸠gnuplot.tz⸡ ⸠gnu.tz⸡ ⸠tz.tz⸡");
    assertPrecise("x = 0\nimport operator\n" + FAR + "⸠operator.gt⸡");
    assertPrecise("import os.path\nimport\nimport operator\n" + FAR + "⸠operator.gt⸡");
  }

  public void testImportStatementsOfLinesScannedAlone() {
    // a file read line by line, each line a further part of its text: a line that is an import
    // statement names its modules
    assertEquals(
        List.of("", "", "abc.tz", "", "gnu.tz"),
        linksOfLines(
            "import operator, re",
            "  from sys import argv",
            "(operator.gt, re.tz, sys.tz, abc.tz)",
            "from gnu which",
            "gnu.tz"));
    // only the first LinkScanner.IMPORT_AT_START chars of a part are read, which a stream's first
    // window always holds: a name they cut (codecs), and those after it, are not taken
    assertEquals(
        List.of("", "codecs.tz gnu.tz"),
        linksOfLines(
            "import operator, re, sys, os, abc, json, time, socket, string, codecs, gnu",
            "(operator.gt, string.tz, codecs.tz, gnu.tz)"));
  }

  /** Precise mode's links of each line, each a further part of the first line's text. */
  private static List<String> linksOfLines(String... lines) {
    LinkScanner scanner = PRECISE.newScanner();
    List<String> out = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      char[] chars = (lines[i] + "\n").toCharArray();
      if (i == 0) {
        scanner.reset(chars, 0, chars.length);
      } else {
        scanner.resetInSameText(chars, 0, chars.length);
      }
      StringBuilder links = new StringBuilder();
      while (scanner.next()) {
        Link link = scanner.toLink();
        links.append(links.length() == 0 ? "" : " ").append(lines[i], link.start(), link.end());
      }
      out.add(links.toString());
    }
    return out;
  }

  public void testNamespacesTheTextShowed() {
    // a dotted identifier earlier in the text, however far, makes a namespace of all its labels
    // but the last: the same labels then a TLD are a member, in the same case
    assertPrecise(
        "module.exports = f;"
            + FAR
            + "`⟦module.ie⟧` and ⟦process.report.directory⟧ after process.report.filename;"
            + " ⸠Module.ie⸡");
    assertPrecise("process.report.filename" + FAR + "⟦process.report.directory⟧, not ⸠process.de⸡");
    // never a host under com, org, net ...; only earlier; no file names, no sentence run together
    assertPrecise("github.event.action" + FAR + "⸠github.com⸡, ⸠github.io⸡ and ⟦github.event.de⟧");
    assertPrecise("⸠util.is⸡" + FAR + "util.inspect" + FAR + "then ⟦util.is⟧");
    // and two labels or more that began two namespaces, not one
    assertPrecise(
        "\"llvm.mips.absq.s.qb\", \"llvm.mips.addq.qb\","
            + FAR
            + "\"⟦llvm.mips.cmp.eq.ph⟧\", \"⟦llvm.mips.absq.ph⟧\"; ⸠llvm.example.ph⸡, ⸠mips.cmp.ph⸡");
    assertPrecise("a.b.example.local" + FAR + "⸠a.b.domain.biz⸡ and ⟦a.b.example.biz⟧");
    // and labels that start with a namespace of two labels or more (not of one: irc.look, then
    // irc.libera.chat)
    assertPrecise(
        "rd.vconsole.keymap and rd.break"
            + FAR
            + "⟦rd.vconsole.font.map⟧, ⟦rd.vconsole.x.y.map⟧, ⟦rd.dm⟧ and ⸠rd.example.de⸡;"
            + " ⸠vconsole.font.map⸡");
    assertPrecise("config.key and gcr.The end" + FAR + "⸠config.de⸡ and ⸠gcr.io⸡");
    // and the namespace itself, outside com, org, net ... (GRASS's r.li.patchnum, then r.li)
    assertPrecise(
        "rs.li.patchnum and show.bs.collapse"
            + FAR
            + "the ⟦rs.li⟧ modules, ⟦show.bs⟧; ⸠Rs.li⸡, ⸠rs.lu⸡");
    // (in com, org, net ..., a module named by one letter only: GRASS's v.net after v.net.iso;
    // nor as a member: x.com after x.length)
    assertPrecise(
        "v.net.iso and example.com.old and ab.net.x and x.length"
            + FAR
            + "⟦v.net⟧ and ⸠example.com⸡, ⸠ab.net⸡, ⸠x.com⸡, ⸠V.net⸡, ⸠v.net.iso.com⸡");
    assertPrecise("a.b.net.x" + FAR + "⸠a.b.net⸡");
    // (a name longer than any namespace kept)
    String longName = "c".repeat(NamespacesInText.MAX_LENGTH - 2) + ".li";
    assertPrecise(longName + ".x" + FAR + "⸠" + longName + "⸡");
    // the last 64 identifiers only, each of 64 chars or fewer
    StringBuilder many = new StringBuilder("options.size\n");
    for (int i = 0; i < NamespacesInText.SIZE; i++) {
      many.append("o").append(i).append(".size\n");
    }
    assertPrecise(many + "⸠options.ca⸡ and ⟦o1.ca⟧");
    String fits = "a".repeat(NamespacesInText.MAX_LENGTH - 5); // and ".size": 64 chars
    String over = "b".repeat(NamespacesInText.MAX_LENGTH - 4);
    assertPrecise(fits + ".size " + over + ".size" + FAR + "⟦" + fits + ".ca⟧; ⸠" + over + ".ca⸡");
  }

  public void testMemberNamesTheTextShowed() {
    // a TLD that code used as a member's name, however far back: a later host under it is a member
    // too, in any number of labels; not before, not under another TLD
    assertPrecise(
        "see ⸠n0.ie⸡; ⟦self.ie⟧ = 1;" + FAR + "see ⟦n1.ie⟧ and ⟦column.table.ie⟧, ⸠n2.to⸡");
    // a member by its receiver, whatever else follows it (a call here)
    assertPrecise("⟦self.ie⟧()" + FAR + "see ⟦n1.ie⟧");
    assertPrecise(
        "at ⸠some.host.name⸡; if ⟦row.name⟧ == x:"
            + FAR
            + "tab = ⟦column.table.name⟧ on ⸠irc.libera.chat⸡");
    // still a host with a port or a path, or under a public suffix of two labels or more
    assertPrecise(
        "return ⟦time.jp⟧;"
            + FAR
            + "⟦example.jp⟧ ⸠example.jp:443⸡ ⸠example.jp/news⸡ ⸠example.co.jp⸡");
    // only code's members: not a module, a package or a variable's value, nor a TLD of RFC 1591's
    assertPrecise(
        "import ⟦typing.io⟧; cat \"$⟦file.us⟧\"; if (⟦java.net⟧ == x)"
            + FAR
            + "⸠example.io⸡ ⸠example.us⸡ ⸠example.net⸡");
    // the last eight member names only
    StringBuilder many = new StringBuilder();
    String[] tlds = {"ie", "to", "at", "is", "by", "us", "me", "it", "so"};
    for (String tld : tlds) {
      many.append("return ⟦v.").append(tld).append("⟧;\n");
    }
    assertPrecise(many + "⸠example.ie⸡ ⟦example.to⟧ ⟦example.so⟧");
    // and each text starts afresh
    assertEquals(List.of(), PRECISE.detect("⟦self.to⟧ = 1; see ⟦n1.to⟧".replaceAll("[⟦⟧]", "")));
    assertEquals("see ⸠n1.to⸡", mark(PRECISE, "see n1.to"));
  }

  public void testQuotedKeysValues() {
    // a table of code: a quoted key, an unquoted value that ends the entry
    assertPrecise("    \"<\": ⟦operator.lt⟧,\n    '!=':⟦operator.ne⟧}\n");
    // not a value the line ends or more text follows, nor after an unquoted or empty key
    assertPrecise("\"server\": ⸠mail.example.de⸡\n\"web\": ⸠example.de⸡ now,\n");
    assertPrecise("server: ⸠mail.example.de⸡, \"\": ⸠example.de⸡,\n");
    assertPrecise("a \"key\" : ⸠example.de⸡, \"x\n\": ⸠example.de⸡,\n");
  }

  public void testValuesNamedAfterTheirMember() {
    // a variable or a key whose name's last word is the member's: code copying a member
    assertPrecise("    selected_item_ie = ⟦item.ie⟧\n");
    assertPrecise("  {u'ie': ⟦file.ie⟧, \"name\": ⟦statement.table.name⟧}");
    assertPrecise("f(data=x, author=⟦stmt.excluded.author⟧)");
    assertPrecise("{ class_name: ⟦o.class.name⟧ } and parentIe: ⟦node.ie⟧,");
    // not another name, nor a word that merely ends so, a comparison or a scope
    assertPrecise("server = ⸠mail.example.ie⸡\n");
    assertPrecise("paid = ⸠mail.example.ie⸡\n");
    assertPrecise("if id < ⸠mail.example.ie⸡ then");
    assertPrecise("use id::⸠mail.example.ie⸡ here");
    // nor with a path or a port, nor under one of RFC 1591's TLDs
    assertPrecise("id: ⸠mail.example.ie/x⸡ and id: ⸠mail.example.ie:80⸡\norg: ⸠example.org⸡");
  }

  public void testAlternativesInOneNamespace() {
    // each alternative written whole after a "/": one namespace's members, one name's files
    assertPrecise(
        "set ⟦user.name/user.email⟧, ⟦fetch.jobs/fetch.writeCommitGraph⟧, ⟦version.py/version.sh/version.ps1⟧");
    // not under RFC 1591's TLDs, nor three labels, another first label, a longer path, a label
    // with a dot or none, a last "/", a port
    assertPrecise(
        "⸠trustedform.com/trustedform.js⸡ ⸠a.b.io/a.c⸡ ⸠nip.io/sslip.io⸡ ⸠clerk.io/static/clerk.js⸡"
            + " ⸠user.name/user.e.mail⸡ ⸠user.name/user⸡ ⸠user.name/user.email/⸡ ⸠user.name:80/user.email⸡");
    assertPrecise("⟦user.name/user.e-mail⟧ ⸠user.name/user./user.email⸡ ⸠user.name/user.e+mail⸡");
  }

  public void testQueryThatCodeCompletes() {
    // a page relative to a site a variable names, its query's last value appended by code
    assertPrecise(
        "url + '⟦incident.do?sys_id=⟧' + response.sys_id; (x ? '' : '/') + ''⟦index.pl?a=b;id=⟧'' + id");
    assertPrecise("request('get', '⟦rooms.info?roomId=⟧' + encodeURIComponent(rid))");
    assertPrecise("x = '⸠rooms.info?id=⸡ + y'");
    // not with a value, unquoted, under RFC 1591's TLDs, three labels, a path, nor without a +
    assertPrecise(
        "'⸠incident.do?sys_id=1⸡' + x, ⸠incident.do?sys_id=⸡ + x, '⸠example.com?q=⸡' + q,"
            + " '⸠a.rooms.info?id=⸡' + x, '⸠rooms.info/x?id=⸡' + x, '⸠rooms.info?id=⸡', '⸠rooms.info?id=⸡' - x");
  }

  public void testEntryPointsObject() {
    // module:Class, three labels or more outside RFC 1591's TLDs
    assertPrecise(
        "list = ⟦openstackclient.compute.v2.host⟧:ListHost\n'celery = ⟦celery.loaders.app⟧:AppLoader'");
    // not two labels, under RFC 1591's TLDs (git's host:path), nor a lower-case or one-letter name
    assertPrecise(
        "⸠surf.nl⸡:Surfdrive ⸠git.example.com⸡:JetBrains/x ⸠x.compute.host⸡:listHost "
            + "⸠x.compute.host⸡:L");
  }

  public void testOptionNamesOfConfigCalls() {
    // WeeChat's scripting API: a call named config_…, an option's name quoted first, in any TLD
    assertPrecise(
        "if (!weechat::config_is_set_plugin(\"⟦display.social.net⟧\")){\n"
            + "  w.config_get('⟦weechat.color.chat⟧_nick')\n");
    // not another call, nor an argument not quoted or not first
    assertPrecise(
        "config.get(\"⸠bitbucket.org⸡\") reconfig_get(\"⸠example.com⸡\")"
            + " config_get( ⸠example.com⸡) config_get(\"x\", \"⸠example.com⸡\")\n"
            + "config_get \"⸠example.com⸡\" configure(\"⸠example.com⸡\")\n");
  }

  public void testModuleAndClassNamesACallTakes() {
    assertPrecise(
        "importlib.import_module('⟦celery.contrib.app⟧') Class.forName(\"⟦org.example.io⟧\")");
    assertPrecise(
        "assert is_non_library_module(\"⟦foo.test.foo⟧\") >>> get_app_name('⟦testapp.models.foo⟧')");
    // (under com, which a call's quoted argument keeps otherwise)
    assertPrecise(
        "loader.loadClass(\"⟦app.main.com⟧\") getAppName('⟦app.main.com⟧') forName(\"⟦app.main.com⟧\")");
    assertPrecise(
        "loader.load(\"⸠app.main.com⸡\") getApp('⸠app.main.com⸡') name(\"⸠app.main.com⸡\")");
    assertPrecise("username('⸠example.com⸡') get_host_name('⸠example.com⸡')");
    // not a module's path (Go's), nor another argument, nor unquoted, nor another call's
    assertPrecise(
        "loadModule(\"⸠github.com/miekg/dns⸡\") load_module(x, '⸠example.com⸡') modules('⸠example.com⸡')");
  }

  public void testAlternativesOfOneFileTypeAreFiles() {
    // a path whose first segment has the host's file extension: each a file of that type
    assertPrecise("with ⟦metaspades.py/rnaspades.py/etc⟧ and vice versa");
    assertPrecise(
        "copy ⟦main.cf/master.cf⟧, then ⟦Build.PL/Makefile.PL⟧ or ⟦wintools.zip/vc71*.zip⟧");
    // not under a TLD no file has, nor a path's segment of another type or with no dot
    assertPrecise("⸠nip.io/sslip.io⸡ or ⸠swb.de/caldera.de⸡; ⸠gov.py/index.pyc⸡, ⸠gov.py/py⸡");
    assertPrecise("⸠example.com/main.com⸡, ⸠gov.py/.py⸡, ⸠gov.py/a/b.py⸡, ⸠gov.py/b.p⸡");
    assertPrecise(
        "⸠gov.py:80/b.py⸡, ⸠gov.py?x=b.py⸡, ⸠gov.py/a/py⸡, ⸠gov.py/b.pl⸡; ⟦bar.pl/Foo.PL⟧");
    // one file in another type: a segment that is another extension alone; not the same one, a
    // word no file type has, nor more path after it
    assertPrecise("besides using ⟦gdal.so/dll⟧ or ⟦libfoo.so/DLL⟧ (⟦app.sh/bat⟧)");
    assertPrecise("⸠gdal.so/so⸡, ⸠gdal.so/video⸡, ⸠gdal.so/dll/x⸡, ⸠gdal.so/dll.x⸡, ⸠gdal.io/dll⸡");
    assertPrecise("⸠gdal.so/tar.gz⸡");
  }

  public void testDestinationNamedAfterItsSourceIsADirectory() {
    // rsnapshot's backup lines: the source's host after //, @ or at the start before :/
    assertPrecise("backup\t⸠root@example.com⸡:/etc/\t⟦example.com/⟧");
    assertPrecise("backup  rsync://⸠example.com/pub/⸡  ⟦example.com/pub/⟧ exclude=core");
    assertPrecise("backup ⸠example.com⸡:/etc/ ⟦Example.com/etc/⟧; rsync://⸠x.org:873/a⸡ ⟦x.org/a⟧");
    // not another host, nor a host without its slash, nor a source on no remote path
    assertPrecise(
        "backup ⸠root@example.com⸡:/etc/ ⸠example.org/⸡, ⸠user@example.com⸡:/ ⸠example.com⸡");
    assertPrecise("⸠example.com/pub/⸡ ⸠example.com/pub/⸡; ⸠example.com:80⸡ ⸠example.com/etc⸡");
    assertPrecise("⸠user@example.com⸡ ⸠example.com/⸡, ⸠https://example.com/⸡ ⸠example.com.au/⸡");
    assertPrecise(
        "rsync://⸠example.com/pub/⸡\n⸠example.com/pub/⸡ or rsync://⸠example.com/a⸡ (⸠example.com/⸡)");
    assertPrecise("⸠root@example.com⸡:/etc/(⸠example.com/⸡), ⸠user@example.com⸡, ⸠example.com/⸡");
    assertPrecise("rsync://⸠example.com.au/a⸡ ⸠example.com/⸡; a/⟦example.com/x⟧ ⸠example.com/⸡");
    assertPrecise("⸠myexample.com⸡:/etc/ ⸠example.com/⸡; ⸠user@example.com⸡:/ ⸠example.com#top⸡");
  }

  public void testPathToIsAPlaceholder() {
    assertPrecise(
        "parse_filename('⟦path.to/filename.db@1:4⟧'), celery --app ⟦path.to.app⟧, ⟦Path.to/file⟧");
    assertPrecise("the ⟦Path.To⟧ module; not ⸠paths.to⸡, ⸠path.tv⸡, ⸠mypath.to⸡, ⸠path.too.de⸡");
    assertPrecise("⸠math.to/x⸡, ⸠pats.to/x⸡, ⸠path.io/x⸡, ⸠path.tw/x⸡");
  }

  public void testModuleRunByPythonIsCode() {
    assertPrecise("$ python3 -m ⟦ase.db.app⟧ abc.db, python -m ⟦mylib.io⟧");
    assertPrecise("/usr/bin/python3.11 -m ⟦http.server.io⟧; python2.7  -m  ⟦x.io⟧");
    // not another command's -m, nor a word ending in python, nor -m glued to the host
    assertPrecise("git commit -m ⸠example.com⸡; cpython -m ⸠example.io⸡; python ⸠example.io⸡");
    assertPrecise("python3 --m ⸠example.io⸡; python3 -mx ⸠example.io⸡, python3 m ⸠example.io⸡");
    assertPrecise("python3 -x ⸠example.io⸡; python3 +m ⸠example.io⸡, python3-m ⸠example.io⸡");
  }

  public void testSubscriptThenCodeIsAMember() {
    assertPrecise("⟦rho.np⟧[mask] = rho_thresh; ⟦Ul.np⟧[:] *= x; ⟦df.at⟧[1, \"B\"] = 1.2");
    assertPrecise("⟦s.at⟧[i][j] += 1; y = ⟦t.style⟧[e](x); z = ⟦self.data⟧[key].older");
    // a host's address or a note in brackets: no assignment, member or call after it
    assertPrecise("RCPT from ⸠example.com⸡[192.0.2.1]: 550; git at ⸠sdaoden.eu⸡[3] (use");
    assertPrecise("⸠example.com⸡[1]. Then ⸠example.de⸡[1].The ⸠xy.de⸡[a] == b, ⸠yz.de⸡[a]\n= b");
    assertPrecise("ncacn_np:⸠samba.example.com⸡[samr,sign]; ⸠example.com⸡[2]==; ⸠zz.de⸡[ = 1");
    assertPrecise("⸠example.com⸡[1\n] = 2; ⟦xy.de⟧[m[1]] = 2, ⸠example.com⸡[a[1]] b = 1");
    assertPrecise("⟦xy.de⟧[1] |= 2; ⸠example.com⸡[1] := 2, ⸠example.com⸡[1].Then");
    // a string as the subscript: a key (slixmpp's stanzas, Zabbix's item keys' parameters)
    assertPrecise("type_ = ⟦error.iq⟧['error']['type'], '⟦oracle.user.info⟧[\"{$DSN}\"]'");
    assertPrecise("⸠example.com⸡[`x`] ⸠example.com⸡ ['x'] ⸠example.com⸡[x'] ⸠example.com⸡[\n'x']");
  }

  public void testCythonCimportIsCode() {
    assertPrecise("from ⟦renpy.uguu.gl⟧ cimport GLuint\ncimport ⟦renpy.uguu.gl⟧\n");
    assertPrecise("    from ⟦renpy.uguu.gl⟧ cimport *; x = \"from ⟦mininet.net⟧ cimport y\"");
    // not prose's, nor a word that ends in cimport
    assertPrecise("see ⸠example.gl⸡ cimport; from ⸠example.gl⸡ cimports; xcimport ⸠example.gl⸡");
  }

  public void testInterpolatedWithConversionIsCode() {
    assertPrecise("old \"Android: [⟦project.current.name⟧!q]\", {⟦self.name⟧!r}, [⟦x.y.name⟧!cl]");
    // not a bracket's host, nor a conversion in capitals, too long, unclosed or mismatched
    assertPrecise("[⸠example.com⸡] [⸠example.com⸡!] [⸠example.com⸡!Q] [⸠example.com⸡!qqqqq]");
    assertPrecise("[⸠example.com⸡]! {⸠example.com⸡!r] (⸠example.com⸡!q} [⸠example.com⸡!q ]");
  }

  public void testPathOrWrittenOutEmailIsEvidence() {
    assertPrecise("read ⸠docs.rs/serde⸡ and ⸠README.md/raw⸡; ⸠GitHub.com/user/repo⸡");
    // but capitals only after the first label make a key or a member
    assertPrecise(
        "{ \"⟦timezone.excity.Asia/Tokyo⟧\" }, {@link ⟦java.util.Map#isEmpty()⟧};"
            + " ⸠docs.python.org/3/⸡, ⸠ASIA.example.Asia/x⸡");
    // a fragment only, after a file extension: a file's anchor (not under com; three labels are
    // an identifier's anchor, testAnchorsRightAfterANamesLastLabel)
    assertPrecise(
        "⸠example.md/x#y⸡, [`Error`]: ⟦errors.md#class-error⟧, see ⟦README.md#install⟧ and"
            + " ⟦docs.rs#x⟧; ⸠example.com#top⸡, ⟦example.co.md#a⟧, ⸠example.co.md#1⸡, then"
            + " ⟦errors.md⟧");
    assertPrecise("Jane <jane at ⸠example.py⸡>, john(at)⸠example.sh⸡, x -at- ⸠example.pl⸡");
    // under a TLD that is a file extension, what ends an address follows it: its line's end, or a
    // char that closes or separates it; not a word, a file's line or another sentence
    assertPrecise(
        "homega at ⸠example.es⸡\n(jo at ⸠example.py⸡) [jo at ⸠example.py⸡] *jo [at] ⸠example.pl⸡*"
            + " jo at ⸠example.py⸡<br> \"jo at ⸠example.py⸡\" mirrored at ⸠example.de⸡ at night,"
            + " at ⸠example.org⸡ once, jo at ⸠example.de⸡ file, jo at ⸠example.com.pl⸡ file,"
            + " information at ⸠XML.COM⸡.\n"
            + "a false positive at ⟦new.target⟧ (fixes #5420); look at ⟦ltmain.sh⟧. Experiments at"
            + " ⟦aprx.conf.in⟧ writing, at ⟦yourfile.pl⟧ line 3");
    // nor a name in title case there, a Perl module's or its mongers' group; but under a TLD no
    // file has, nor with a capital second or a small first letter
    assertPrecise(
        "each pattern at ⟦Rejected.pm⟧, meet us at ⟦Houston.pm⟧. info at ⸠Example.de⸡, jo at"
            + " ⸠EXample.py⸡, jo at ⸠xY.py⸡");
    // an address whose @ is written _at_ or /at/, glued to its local part: the host ends it
    // (a full stop allowed), under a TLD no file has; not a name's part
    assertPrecise(
        "Charles Plessy <charles-debian-nospam_at_⸠plessy.org⸡>\n"
            + "<update_contact>konsole-devel_AT_⸠kde.org⸡</update_contact>\n"
            + "Tobias Doerffel <tobydox/at/⸠users.sourceforge.net⸡>, Paul\n"
            + "Kazutaka Katoh <katoh_at_⸠bioreg.kyushu-u.ac.jp⸡.>\n"
            + "Kazutaka Katoh <kazutaka.katoh_at_⸠aist.go.jp⸡>");
    // an address whose @ is written (at-nospam), glued to both parts, under a file's variant
    assertPrecise(
        "Peter <peb(at-nospam)⸠mppmu.mpg.de⸡>, jo[at-no-spam]⸠example.mpg.de⸡ and"
            + " ⟦example.mpg.de⟧");
    assertPrecise(
        "jo(at-)⟦example.mpg.de⟧ jo (at-nospam)⟦example.mpg.de⟧ jo(at_nospam)⟦example.mpg.de⟧"
            + " jo[at-nospam)⟦example.mpg.de⟧ jo(it-nospam)⟦example.mpg.de⟧"
            + " jo(at-nospamnos)⸠example.mpg.de⸡ jo(at-nospamnosp)⟦example.mpg.de⟧ jo(at-nospam) ⟦example.mpg.de⟧"
            + " jo(xt-nospam)⟦example.mpg.de⟧ jo(ax-nospam)⟦example.mpg.de⟧ jo(atnospam)⟦example.mpg.de⟧");
    assertPrecise("run tests/tst_at_⟦exit.sh⟧)");
    assertPrecise("run tests/tst_at_⟦exit.jp⟧)");
    assertPrecise("see src/test_at_⟦exit.com⟧ files");
    assertPrecise("see <jo_at_⟦example.com:80⟧>");
    assertPrecise("see <_at_⟦example.com⟧>");
    assertPrecise("see <jo_at/⟦example.com⟧>");
    assertPrecise("see <jo/at_⟦example.com⟧>");
    assertPrecise("see <jo_xt_⟦example.com⟧>");
    assertPrecise("see <jo_ab_⟦example.com⟧>");
    assertPrecise("see <jo\\at\\⟦example.com⟧>");
    assertPrecise("by katoh_at_⟦example.org⟧. Then");
    // but an address has no port: a file's line (asyncio's "defined at test.py:3", a crash's)
    assertPrecise("<Task finished coro=<bug() done, defined at ⟦test.py:3⟧>");
    assertPrecise("SIGSEGV at ⟦store.cc:962⟧ content_length");
    // a stack frame's "at" is no address written out
    assertPrecise("Error\n    at ⟦REPLServer.onLine⟧ (node:repl:902:10)\nat ⟦Foo.bar⟧ (a.js:1:2)");
  }

  public void testRstRolesAndLiterals() {
    assertPrecise("use :func:`⟦re.search⟧` or ``⟦io.open⟧`` or :meth:`~⟦pathlib.Path.is⟧_dir`");
    assertPrecise(
        "pull ``⸠quay.io/tiran/autoconf``⸡"); // backquotes are Link_Term=Include: in the URL
    // TeX's quotes are prose's
    assertPrecise("The central Superhighway site called ``⸠sunsite.unc.edu⸡''");
    // a literal under com, org … is a host's name; a role's reference is code in any TLD
    assertPrecise(
        "as the SMTP host, ``⸠email-smtp.us-west-2.amazonaws.com⸡``; :mod:`⟦socket.net⟧`");
  }

  public void testLinksRightAfterTheirText() {
    // the same host, in any case, linked in angle brackets right after it
    assertPrecise("use `⸠crontab.guru⸡ <⸠https://crontab.guru⸡>`__ to\n");
    assertPrecise(
        "⸠Fight.Watch⸡ <⸠http://fight.watch/x⸡> and ⸠ctx.graphics⸡ <⸠https://ctx.graphics:443⸡>\n");
    // another host; no space, or two; no scheme; a longer host; a port or a path on the name
    assertPrecise("⟦a.guru⟧ <⸠https://b.guru⸡>\n");
    assertPrecise("⟦c.guru⟧<⸠https://c.guru⸡>\n");
    assertPrecise("⟦d.guru⟧  <⸠https://d.guru⸡>\n");
    assertPrecise("⟦e.guru⟧ <⟦e.guru⟧>\n");
    assertPrecise("⟦f.guru⟧ <⸠https://f.gurux.de⸡>\n");
    assertPrecise("⟦g.guru⟧ <⸠https://g.guru.de⸡>\n");
    assertPrecise("⸠h.guru/x⸡ <⸠https://h.guru⸡>\n");
    assertPrecise("⟦i.guru⟧ <://⸠i.guru⸡>\n");
    assertPrecise("⟦k.guru⟧,<⸠https://k.guru⸡>\n");
    assertPrecise("⟦l.guru⟧ [⸠https://l.guru/⸡]\n");
    assertPrecise("⟦m.guru⟧ <⟦abc123m.guru⟧>\n");
    // Markdown's target in brackets; not a bracket not closed on the host
    assertPrecise(
        "[⸠n.guru⸡](⸠https://n.guru⸡) [⸠o.guru⸡](⸠https://o.guru/x⸡) [⟦p.guru⟧](⸠https://p.guru.de⸡)\n");
    assertPrecise(
        "[⟦q.guru⟧] (⸠https://q.guru⸡) ⟦r.guru⟧(⸠https://r.guru⸡) [⟦s.guru⟧](⸠https://s.guru⸡>\n");
    assertPrecise("⟦r2.guru⟧,(⸠https://r2.guru⸡) [⟦t.guru⟧]:⸠https://t.guru⸡)\n");
  }

  public void testCompanysAbbreviationCo() {
    // "Co." then a comma or Ltd: a company's name
    assertPrecise("0x44B433, ⟦tide.co⟧.,ltd\n0x00162B, Togami Electric ⟦Mfg.co⟧.,Ltd.");
    assertPrecise("HONKO ⟦MFG.co⟧. Ltd, but ⸠example.co⸡.\nsee ⸠example.co⸡. Then");
    assertPrecise("see ⸠example.co⸡ ,ltd");
    assertPrecise("see ⸠example.co⸡. ltdx");
    assertPrecise("see ⸠example.co⸡. And so");
    assertPrecise("see ⸠example.co⸡.  Ltd");
    assertPrecise("see ⸠example.co⸡.\tLtd");
    assertPrecise("see ⸠example.cn⸡.,ltd and ⸠example.com⸡., Ltd");
  }

  public void testLetterCase() {
    assertPrecise("set ⟦jsonPayload.foo⟧ and ⟦typing.Final⟧ and ⟦selectors.EpollSelector.select⟧");
    assertPrecise(
        "run ⟦Makefile.PL⟧, read ⟦README.CR⟧ in realm ⟦REALM.NAME⟧, call ⟦GzipFile.read⟧");
    assertPrecise("bought at ⸠Amazon.com⸡ via ⸠FTP.GNU.ORG⸡, see ⸠X.org⸡");
    // a class's name: capitals inside a mixed-case first label, unless in com, org, net …
    assertPrecise(
        "get ⟦DateFormatItem.hm⟧, ⟦SSLHandshake.FINISHED.ie⟧; ⸠FreeSeamlessTextures.com⸡, ⸠QOS.ch⸡");
    // mail's capitals in com, edu, org …; not in .NET, a product's, nor .INT
    assertPrecise(
        "the ⸠Stanford.EDU⸡ domain, ⸠CS.Berkeley.EDU⸡, ⸠Eng.Sun.COM⸡; Visual ⟦Studio.NET⟧, ⟦Foo.INT⟧");
    // all in capitals, two labels: mail's under a TLD no file has; not a DOS program, .NET's
    assertPrecise("the ⸠ISI.EDU⸡ domain, ⸠NASA.GOV⸡; run ⟦COMMAND.COM⟧, ⟦VB.NET⟧, ⟦FOO.INT⟧");
  }

  public void testReverseDomainNotation() {
    assertPrecise(
        "interface ⟦org.freedesktop.DBus.Properties⟧ and ⟦com.sun.management.jmxremote.host⟧");
    // the cost: a host whose first label is org, com, net … with three labels is not linked without
    // a scheme
    assertPrecise(
        "⟦org.example.com⟧ is dropped, ⸠org.ua⸡ has two labels, ⸠https://org.example.com⸡ has a scheme");
  }

  public void testFileExtensionTopLevelDomains() {
    assertTrue(
        FileExtensions.contains("py")
            && FileExtensions.contains("SO")
            && FileExtensions.contains("zip"));
    assertFalse(FileExtensions.contains("org") || FileExtensions.contains("de"));
    // Windows' programs and libraries: DOS's *.com too, never taken for one under RFC 1591's TLD
    assertTrue(
        FileExtensions.contains("exe")
            && FileExtensions.contains("dll")
            && FileExtensions.contains("com"));
    assertPrecise("run ⸠example.com⸡ and ⸠www.example.com.de⸡; load ⟦kernel32.dll.de⟧");
    assertPrecise(
        "run ⟦setup.py⟧ then ⟦install.sh⟧, unzip ⟦foo.zip⟧, load ⟦libc.so⟧, edit ⟦config.h.in⟧");
    assertPrecise("visit ⸠example.co.in⸡ and ⸠example.com.pl⸡; not ⟦forum.example.pl⟧");
    assertPrecise("port ⟦app.py:8080⟧ is no host");
    // Indonesia's .id likewise, code's member: a link only under its second-level domains
    assertPrecise(
        "name = ⟦record.id⟧ and ⟦req.user.id⟧, ⟦kompas.id⟧ ⟦mail.kompas.id⟧ ⟦Record.Id⟧\n"
            + "but ⸠ui.ac.id⸡, ⸠google.co.id⸡, the suffix ⸠co.id⸡, ⸠record.io⸡, ⸠record.ie⸡");
  }

  /** The second database, freedesktop.org's shared-mime-info as ph-xml carries it. */
  public void testSharedMimeInfoExtensions() {
    // Makefile fragments, libtool archives, gettext catalogues, PostScript, Rust: Tika lacks them
    assertTrue(
        FileExtensions.contains("mk")
            && FileExtensions.contains("la")
            && FileExtensions.contains("mo")
            && FileExtensions.contains("ps")
            && FileExtensions.contains("rs"));
    // ph-commons' own older entries (source="old") are not read: *.gl, *.map
    assertFalse(FileExtensions.contains("gl") || FileExtensions.contains("map"));
    assertPrecise("update ⟦dist.mk⟧, drop ⟦libgmp.la⟧, install ⟦atk10.mo⟧ and ⟦manual.ps⟧");
    // the cost: a bare host of two labels in such a country code; a path keeps it
    assertPrecise("read ⟦docs.rs⟧ or ⸠docs.rs/serde⸡, ⟦example.mk⟧ or ⸠example.gov.mk⸡");
  }

  /** The third database, Pygments' table of lexers: its configuration files' globs. */
  public void testPygmentsConfigurationFileExtensions() {
    // sendmail's, Postfix's, SpamAssassin's and CFEngine's *.cf, Terraform's *.tf: no MIME type
    assertTrue(FileExtensions.contains("cf") && FileExtensions.contains("tf"));
    // its languages' globs are not read: Io's *.io, NewLisp's *.nl
    assertFalse(FileExtensions.contains("io") || FileExtensions.contains("nl"));
    assertPrecise("edit ⟦main.cf⟧ and ⟦master.cf⟧, then ⟦local.cf⟧; plan ⟦modules.tf⟧");
    // the cost: a bare host of two labels in those country codes; a path or an address keeps it
    assertPrecise("see ⟦example.cf⟧ or ⸠example.cf/x⸡, mail ⸠me@example.tf⸡");
    // read in Pygments' own format: a configuration lexer's globs, not another module's
    String table =
        "LEXERS = {\n"
            + "    'Cfengine3Lexer': ('pygments.lexers.configs', 'CFEngine3', ('cfengine3',"
            + " 'cf3'), ('*.cf',), ()),\n"
            + "    'CapnProtoLexer': ('pygments.lexers.capnproto', \"Cap'n Proto\", ('capnp',),"
            + " ('*.capnp',), ()),\n"
            + "    'IniLexer': ('pygments.lexers.configs', 'INI', ('ini', 'cfg'), ('*.ini', '*.CFG',"
            + " 'Kconfig'), ('text/x-ini',)),\n"
            + "    'IoLexer': ('pygments.lexers.iolang', 'Io', ('io',), ('*.io',), ('text/x-iosrc',)),\n"
            + "}\n";
    assertEquals(Set.of("cf", "ini", "cfg"), FileExtensions.parse(table));
    expectThrows(
        IllegalArgumentException.class,
        () ->
            FileExtensions.parse(
                "LEXERS = {\n    'IoLexer': ('pygments.lexers.iolang', 'Io', ('io',), ('*.io',),"
                    + " ()),\n}\n"));
  }

  /**
   * shared-mime-info's Makefile.*, SConscript.* and README*: those names with any extension are
   * files.
   */
  public void testNamesWithAnyExtension() {
    assertPrecise("fix ⟦Makefile.org⟧, ⟦makefile.dj⟧, ⟦Makefile.am.in⟧ and ⟦SConscript.de⟧");
    assertPrecise("see ⸠makefiles.org⸡ and ⸠www.makefile.org⸡");
    assertPrecise("lesen Sie ⟦README.de⟧ und ⟦Readme.cr⟧; ⸠readme.io/docs⸡, ⸠www.readme.io⸡");
  }

  public void testFileExtensionBeforeTheTopLevelDomain() {
    assertPrecise(
        "edit ⟦config.h.top⟧, copy to ⟦pubring.gpg.save⟧, delete ⟦helpmsgs.cc.new⟧ and"
            + " ⟦sensors.conf.eg⟧");
    // not when those two labels are a public suffix, nor before RFC 1591's TLDs, nor with a path
    assertPrecise(
        "see ⸠example.co.uk⸡, ⸠gnu.org.ua⸡, ⸠bugs.php.net⸡, ⸠lodash.js.org⸡ and"
            + " ⸠us-docker.pkg.dev/project/image⸡");
  }

  public void testVersionNumbers() {
    assertPrecise("versions ⟦2.0.dev⟧, ⟦3.0.0.final⟧ and ⟦4.8.next⟧; hosts ⸠2.example.dev⸡");
    // a name and its version: a file's (not in com, org …, nor a version after a name's end)
    assertPrecise(
        "This is ⟦automake-1.16.info⟧, produced by; ld -o ⟦libdb-3.2.sl⟧ *.o, ⟦x-1.2.3.ax⟧ is\n"
            + "⸠mirror-2.1.org⸡ ⸠web-1.2.example.de⸡ ⸠web1.2.de⸡ ⸠web-1.de⸡ ⸠web-a.2.de⸡");
  }

  public void testGlobsOfFileNames() {
    assertPrecise("The Diagnostic*⟦Kinds.td⟧ files, ⟦Kinds.td⟧ again; and X*⟦yz.cu⟧");
    // a wildcard's hosts; more labels; another TLD; arithmetic (rule 2's, if anything)
    assertPrecise(
        "news@*⸠netuse.de⸡:bda *⸠foo.org⸡ ⸠ab.cu⸡ server*⸠Fix.example.net⸡ x*⸠example.org⸡ x*⸠mail.example.de⸡"
            + " \\*⸠example.de⸡ 1*⸠ab.de⸡ **⸠bc.de⸡");
  }

  public void testLocalIdentifiersOfLlvmIr() {
    assertPrecise(
        "      %⟦vw.fr⟧ = freeze <2 x i32> %v\n %d = extractelement <2 x i32> %⟦vw.fr⟧, i32 0\n"
            + "[ %⟦i.next⟧, %latch ] (%⟦ab.de⟧) {%⟦bc.de⟧");
    // an old source route's user%host, a template of a host, a string's format
    assertPrecise(
        "test%⸠example.net⸡ host=%⸠1Mu.example.com⸡ \"%⸠s.dnsbl.httpbl.org⸡\" '%⸠xy.de⸡'"
            + " 100%⸠ab.de⸡");
  }

  public void testPrefixesOfJoinedNames() {
    assertPrecise(
        "that.$element.trigger(\"⟦hidden.bs⟧.\"+that.type)\n"
            + "var e=$.Event(\\\"⟦hide.bs⟧.\\\"+this.type); x = '⟦shown.bs⟧.' + y");
    // a sentence's end, no join, a host joined after no dot
    assertPrecise(
        "see \"⸠example.de⸡.\" then; \"⸠ab.de⸡.\" - x; \"⸠b.example.de⸡\"+y; ⸠cd.de⸡.+z; ⸠de.de⸡.\\+ ⸠ef.de⸡,\"+x ⸠fg.de⸡. +z");
    // a template's placeholder after the dot; not a variable alone, nor a placeholder after no dot
    assertPrecise("const EVENT = `⟦mousedown.bs⟧.${NAME}`\n");
    assertPrecise("see ⸠example.de⸡.$x and `⸠ab.de⸡${y}` ⸠cd.de⸡.{z} ⸠gh.de⸡.!{x}\n");
  }

  public void testPackagesHeadingADebianChangelogsEntries() {
    assertPrecise(
        "⟦docker.io⟧ (20.10.8+dfsg1-2) unstable; urgency=medium\n\n  * New upstream.\n\n"
            + "⟦netplan.io⟧ (1:0.1~rc1+b1) sid-x; urgency=medium\n"
            + "⟦ab.de⟧ (1.0-1) UNRELEASED; urgency=low\n"
            // a version or a distribution longer than the chars read after the link
            + "⟦docker.io⟧ (20.10.24+dfsg1-1+deb12u1+b6) bookworm; urgency=low, binary-only=yes\n"
            + "⟦xy.de⟧ (1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16.17-1) unstable; urgency=low\n"
            + "⟦yz.de⟧ (1.0-1) unstable-proposed-updates-x; urgency=low");
    // not at a line's start; a host with its address or its years; no version, no distribution,
    // no ";" after it; a blank inside the version
    assertPrecise(
        " ⸠foo.io⸡ (1.0-1) unstable; urgency=low\n"
            + "⸠larry.mcrcim.mcgill.edu⸡ (132.206.1.1) in\n"
            + "⸠invisible-island.net⸡ (2006-2023)\n"
            + "⸠bc.de⸡ (a1.0-1) unstable;\n⸠cd.de⸡ (1.0-1) ;\n⸠de.de⸡ (1.0-1) unstable urgency\n"
            + "⸠ef.de⸡ (1.0 -1) unstable;\n⸠fg.de⸡,(1.0-1) unstable;\n⸠gj.de⸡ [1.0-1) unstable;\n⸠hk.de⸡ (1.0-1] unstable;\n⸠gh.de⸡ [1.0-1] unstable;\n"
            + "⸠hi.de⸡ (1.0-1)unstable;\n⸠ij.de⸡ (1.0-1) unstable-1;");
  }

  public void testKeysMemberAfterAnIndex() {
    assertPrecise(
        "\\*(T<⟦lxc.net⟧.[i].ipv4.address\\*(T> ⟦lxc.net⟧.[0].link = br0 ⟦ab.de⟧.[network_2].type");
    // footnotes after a sentence's end; no member, or no letter, after the index; an empty index,
    // or no index; a long one
    assertPrecise(
        "see ⸠example.com⸡.[1] and ⸠example.org⸡.[2]. Next, ⸠example.net⸡.[a]. b ⸠bc.de⸡.[ab]=c"
            + " ⸠cd.de⸡.[i].1 ⸠de.de⸡.[].x ⸠ef.de⸡.(i).x ⸠fg.de⸡.[abcdefghijklmnop].x"
            + " ⟦gh.de⟧.[abcdefghijklmno].x ⸠hi.de⸡ [i].x ⸠ij.de⸡.{i].x ⸠jk.de⸡.[i).x");
  }

  public void testAmongHexNumbers() {
    assertPrecise(
        "   ((0x0F73) ⟦bc.tc⟧ 0x0F71 tc.bc 0x0F72)\n"
            + "   ((0x0F77) ⟦bc.tc⟧ 0x0FB2 ⟦bc.tc⟧ 0x0F71 tc.bc 0x0F80)\n"
            + "  ((range 0x0F90 0x0FB9) ⟦bc.tc⟧ =))\n"
            + "   ((0x0952)        ⟦bc.tc⟧ 0X2d)))\n"
            + "0XaF ⟦ab.de⟧ = 2");
    // an address hidden with its @ as a number; no number before, or not one, or not a whole word;
    // nothing, a word or a number's look-alike after; too many blanks between
    assertPrecise(
        "(jane 0x40 ⸠example.com⸡) (0x0F19)⸠ab.de⸡ =) 0x ⸠bc.de⸡ 0x01 ax0F ⸠cd.de⸡ 0x01\n"
            + "b0x0F ⸠de.de⸡ 0x01 0x01 ⸠ef.de⸡, 0x02 0x01 ⸠fg.de⸡ 0x) 0x01 ⸠gh.de⸡ 0x02g\n"
            + "0x01 ⸠hi.de⸡ =x 0x01         ⸠ij.de⸡ 0x02 0x01 ⸠jk.de⸡         0x02 0x01 ⸠kl.de⸡\n"
            + "0x01 ⸠lm.de⸡= b\n0x01 ⸠mn.de⸡ 1x02");
  }

  public void testGluedToRoffsEscapes() {
    assertPrecise(
        "the folder C:\\(rsUsers\\(rsGRASS8\\(⟦rsr.li⟧\\(rsoutput\\(rs\n"
            + "\\(⟦dqexample.com⟧\\(dq, home\\(⟦rs.org⟧ | work\\(⟦rs.com⟧ )");
    // PostScript's escaped parentheses around a host; a parenthesis alone
    assertPrecise("(\\(⸠example.com⸡\\).)e(If) see (⸠example.org⸡) \\(⟦ab.de⟧\\x \\(⸠bc.de⸡\\)");
  }

  public void testSubsystemNamesOfThePciIdDatabase() {
    assertPrecise(
        "\t\t103c 2a05  Pavilion ⟦t3030.de⟧ Desktop PC\n\t\t1397 b51a  HFC-4S [⟦Allo.com⟧ BRI]\n");
    // a vendor's or device's name, or another shape of line, may hold a site's
    assertPrecise(
        "\t0a96  ⸠raphnet.net⸡ usb_game12\n1234  ⸠ab.de⸡\n\t\t103c 2a05 ⸠bc.de⸡\n"
            + "\t\t103c 2a0  ⸠cd.de⸡\n\t\t103c  2a05  ⸠de.de⸡\n\t\t103G 2a05  ⸠ef.de⸡\n"
            + "\t\t103c 2a05 x ⸠fg.de⸡\n \t103c 2a05  ⸠gh.de⸡\n\t\t103c 2a0g  ⸠hi.de⸡\n"
            + "\t 103c 2a05  ⸠ij.de⸡\n\t\t103cx2a05  ⸠jk.de⸡\n\t\t103c 2a05x ⸠kl.de⸡\n");
  }

  public void testMembersAutoconfChecks() {
    assertPrecise("AC_CHECK_MEMBER(struct ⟦top.middle.bot⟧)\nAC_CHECK_MEMBERS([struct ⟦ab.cu⟧])");
    assertPrecise("destruct ⸠example.de⸡, structure ⸠example.de⸡");
  }

  public void testCodeAfterAQuestionMark() {
    // code in what would be a query: a raw double quote, ===, !== or &&
    assertPrecise("x ⟦e.options.shell?e.command=e.options.shell:\"android⟧\" y");
    assertPrecise("x ⟦m.options.shell?e.command=1===r⟧ x ⟦n.options.shell?e.command=1!==r⟧ y");
    assertPrecise("x ⟦t.menu?e.menu=i(t.menu):(e.value=t.value,o&&o(e)⟧ y");
    assertPrecise("see ⸠example.com?b=1&c=2==3⸡ and ⸠example.org?b=1&c!=3⸡ or ⸠example.net?x=1=y⸡");
    assertPrecise("see ⸠example.com?b=1&c==3⸡ and ⸠example.org?b=1&c&x⸡");
    // a Ruby predicate, a condition of ?: (minified JavaScript)
    assertPrecise("    if ⟦File.directory?(path)⟧\n");
    assertPrecise("    n=⟦bw.ie?-document.body.scrollTop:y⟧\n");
    assertPrecise("    return ⟦X.ie?i.getBody().focus():0⟧\n");
    // a query that names no value is no evidence: the host is judged alone
    assertPrecise("    (⟦s.data?function⟧ e(t)\n");
    assertPrecise("see ⸠example.com:8080?stuff⸡ and ⸠s.data?x=1⸡ and ⸠example.org?q=a.b(c)⸡\n");
    // the host's member or this's after it, whatever follows, a query's name or not
    assertPrecise("  ⟦t.style?t.style.opacity=e:f⟧ ⟦u.watch?this._id=w(e):y⟧ ⟦v.top?this.x:y⟧\n");
    // another name, the host but no member, a member of another host, a name that starts so
    assertPrecise(
        "see ⸠a.style?b.style.x=1⸡ ⸠c.style?c.style=1⸡ ⸠d.style?d.styles.x=1⸡ ⸠e.style?these.x=1⸡"
            + " ⸠f.style?this=1⸡ ⸠g.style?that.x=1⸡\n");
    // a Ruby predicate's lone "?", then a boolean operator or a symbol
    assertPrecise(
        "return unless ⟦node.arguments.one?⟧ && x\n  if ⟦day.is?⟧ :tuesday && y\n"
            + "  ⟦node.parent.one?⟧ || z\n");
    // a question in prose; an emoticon; no space; an operator alone; a query
    assertPrecise(
        "Did you try ⸠example.com?⸡ It works. see ⸠example.com?⸡ :-) ⸠example.org?&&⸡ x"
            + " ⸠example.net?⸡ & y ⸠example.net?⸡ | y ⸠example.net?⸡ :1 ⸠example.com?⸡\n");
    // no "?" (a path's "/")
    assertPrecise("see ⸠example.com/⸡ && x\n");
  }

  public void testRubyBlocksAndReturnedValues() {
    assertPrecise("      ⟦mod.tasks.map⟧ do |task|\n");
    assertPrecise("      args: ⟦spec.args.map⟧ { |arg| arg }\n");
    assertPrecise("      ⟦machine.config.vm.networks.map⟧ {|_, c| c }\n");
    assertPrecise("      return ⟦vw.ch⟧;\n");
    assertPrecise("      return ⟦result.pos.top⟧\n");
    assertPrecise("mirror ⸠ftp.example.org⸡ do not use; see ⸠example.com⸡ { page }\n");
    assertPrecise("please return ⸠example.com⸡ to its owner; it returns ⸠example.org⸡;\n");
  }

  public void testTheTextsEndIsALinesEnd() {
    // a field's or a string's end ends its last line, as its start starts the first
    assertPrecise("        return ⟦fk.column.name⟧");
    assertPrecise("if ⟦attr.to⟧ then");
    assertPrecise("please return ⸠example.com⸡ to me");
  }

  public void testSqlColumns() {
    // compared after a clause's keyword, listed after SELECT or ORDER BY, renamed by AS
    assertPrecise("SELECT * FROM tbl AS t1, tbl AS t2 WHERE ⟦t1.ie⟧ = ⟦t2.ie⟧\n");
    assertPrecise("  WHERE ⟦ancestor.ie⟧=derivedfrom.xto AND e.orig = ⟦n1.ie⟧;\n");
    assertPrecise("SELECT * FROM a LEFT JOIN c ON (b.ref = ⟦cd.ie⟧)) ON (⟦ab.ie⟧ = ⟦bc.ie⟧);\n");
    assertPrecise("stmt = text(\"SELECT ⟦users.ie⟧, ⟦addresses.ie⟧, ⟦A.ie⟧ FROM t\"\n");
    assertPrecise(
        "           FROM users ORDER BY ⟦users.ie⟧\n    ORDER BY (⟦c.name⟧, c.supplier_ie);\n");
    assertPrecise(
        "        ⟦sys.columns.name⟧ AS column_name,\n SELECT ⟦u.name⟧ AS name FROM users\n");
    // a host in SQL is a string's value; capitals in prose neither compare nor list
    assertPrecise("DELETE FROM computer WHERE hostname = '⸠mypc.local.net⸡';\n");
    assertPrecise("PROVIDED BY ⸠example.org⸡ AS IS AND ⸠example.com⸡, HOSTED ON ⸠example.net⸡;\n");
    assertPrecise("SET HOST=⸠example.com⸡\nWHERE ⸠example.com⸡ is up, SELECT ⸠example.com⸡ now\n");
    assertPrecise("STANDING BY ⸠example.com⸡, ⸠example.org⸡ AS Owner\n");
  }

  public void testLaterArgumentsOfACall() {
    assertPrecise("        assert_raises(TypeError, ⟦np.matmul.at⟧, a, [0], b)\n");
    assertPrecise("            sta.append([namestr, shapestr, bytestr, ⟦var.dtype.name⟧,\n");
    assertPrecise("    f(a,⟦xy.to⟧)\n");
    assertPrecise("    np.concatenate([a, ⟦arr.flat.at⟧] + rest)\n");
    // an empty field names nothing
    assertPrecise("    mirrors(, ⸠example.org⸡)\n");
    // prose's lists open after a space; Perl's qw( lists words; a string is a value
    assertPrecise("mirrors (⸠ftp.gnu.org⸡, ⸠ftp.example.org⸡, ⸠example.net⸡)\n");
    assertPrecise("my @hosts = qw(a, ⸠example.org⸡, b);\n");
    assertPrecise("connect(sock, \"⸠example.com⸡\", 80)\n");
    assertPrecise("see [RFC 2606](a, ⸠example.org⸡)\n");
    assertPrecise("  FEATURE(bestmx_is_local, ⸠my.site.com⸡) limits the lookups\n");
  }

  public void testMembersInCodeSpans() {
    assertPrecise("    Simplify default values of `⟦Time.at⟧` [Bug #18293]\n");
    assertPrecise("The `⟦MapSet.new/1`⟧ expression evaluates to exactly the struct\n");
    assertPrecise("  * [ExUnit] Add `⟦ExUnit.run/1`⟧ to rerun test modules\n");
    assertPrecise("determined by <code>⟦Object.is⟧</code>()\n");
    assertPrecise("compare with <code>⟦Number.is⟧</code> and <code>⸠Mirror.at⸡ x</code>\n");
    // a name in capitals only is an acronym; a path that is not an arity is a host's
    assertPrecise("at `⸠ACME.at⸡` and `⸠Mirror.at/2024/`⸡ and `⸠Mirror.at/2`x⸡\n");
    // hosts in code spans: in small letters, under com, org …, or with a path
    assertPrecise("set `⸠time.at⸡` and `⸠GitHub.com⸡` and `⸠Example.at/x`⸡ and `⸠Mirror.at⸡ x\n");
  }

  public void testCodeWordsAfterTags() {
    assertPrecise("as given by the <code>⟦stream.ie⟧</code>\nproperty.\n");
    assertPrecise("the <code>⟦xy.ca⟧</code> property and the `⟦cloudinit.net⟧` module\n");
    assertPrecise("the <code>⸠example.org⸡</code> site, the ⸠example.net⸡ properties\n");
    assertPrecise("passed to the ⟦coro.ie⟧ intrinsic, which\n");
    // a package of Debian's bug tracker named after a site
    assertPrecise(
        "against the <strong>⟦release.debian.org⟧</strong> pseudo package using reportbug\n"
            + "a bug against the ‘⟦ftp.debian.org⟧’ pseudo-package.\n"
            + "see ⸠example.org⸡ pseudonyms, ⸠example.net⸡ pseudo code, ⸠example.com⸡ packages\n");
    // a site's service the word starts a compound for; not a word that only starts with one
    assertPrecise(
        "published to the ⸠test.pypi.org⸡ package index, ⸠a.example.org⸡ package repositories,"
            + " a ⸠d.example.org⸡ package repository,"
            + " the ⸠b.example.org⸡ module registry, ⸠c.example.org⸡ package mirrors exist\n");
    assertPrecise(
        "the ⟦java.net⟧ package indexes it; the ⟦java.io⟧ package  index, the ⟦jdk.net⟧ package:index\n");
  }

  public void testPlaceholdersOfLabelsAlike() {
    assertPrecise("        broadcast ⟦xxx.xxx.xxx.xxx⟧\n        address ⟦xxx.xxx.xxx⟧\n");
    // a label longer, shorter or other than the first; two labels
    assertPrecise(
        "⸠xxx.xxxx.xxx⸡ ⸠xxx.xx.xxx⸡ ⸠adrian.adrian.org⸡ ⸠com.com⸡ ⸠xxx.xxx.com⸡ ⸠xxx.xxxxxxx.xxx⸡\n");
  }

  public void testHostsOfKerberosPrincipals() {
    assertPrecise(
        "# ipa-getkeytab -p HTTP/⸠client-frontend.example.com⸡ -k /tmp/http.keytab\n"
            + "kadmin.local -q \"addprinc -randkey DNS/⸠server.example.org⸡\"\n"
            + "   1 imap/⸠host.domain.de⸡@REALM (des-cbc-crc)\n"
            + "kadmin: ktadd -k /tmp/foo-new-keytab host/⸠foo.mit.edu⸡ nfs/⸠a.example.org⸡"
            + " \"ldap/⸠b.example.net⸡\" (imap/⸠host.example.gov⸡");
    // a path's: two labels, a directory in small letters, or in a path, or a realm not in
    // capitals, under a country's TLD or a word; a word not alone, or not of letters; a path after
    // the host; a media type's subtype in a vendor's or a person's tree
    assertPrecise(
        "HTTP/⟦ab.de⟧ doc/⟦sudoers.ldap.cat⟧ a/HTTP/⟦b.example.com⟧ x/⟦c.example.com⟧@realm"
            + " xHTTP_/⟦d.example.com⟧ HT2P/⟦e.example.com⟧ HTTP/⟦f.example.com/x⟧"
            + " imap/⟦g.example.de⟧@, H/⟦h.example.com⟧ ABCDEFGHIJKLM/⟦i.example.com⟧"
            + " \"ABCDEFGHIJKL/⸠j.example.com⸡\" debian/⟦xdm.templates.nl⟧ ab/⟦c.example.info⟧"
            + " ab/⟦example.com⟧ application/⟦vnd.sealed.net⟧ application/⟦prs.a.com⟧"
            + " a/b/⟦c.example.com⟧ x/⟦c.example.com⟧ ab1/⟦c.example.com⟧");
  }

  public void testPackagesOfTypes() {
    assertPrecise(
        "<a href=\"Socket.html\" title=\"class or interface in ⟦java.net⟧\">Socket</a>\n"
            + "<a title=\"class in ⟦java.net⟧\">\n"
            + "title=\"interface in ⟦java.io⟧\" title=\"enum in ⟦java.de⟧\""
            + " annotation in ⟦java.io⟧; record in ⟦java.net⟧");
    // a port; no kind of type, or one in a longer word or in capitals; no space, or two
    for (String kept :
        new String[] {
          "class in ⸠host.de:80⸡",
          "declass in ⸠java.net⸡",
          "seen in ⸠java.net⸡",
          "Class In ⸠java.net⸡",
          "class inside ⸠java.net⸡",
          "classin ⸠java.net⸡",
          "class\tin ⸠java.net⸡",
          "class  in ⸠java.io⸡",
          "class in  ⸠java.net⸡",
          "class at ⸠java.net⸡",
          "class in:⸠java.net⸡"
        }) {
      assertPrecise(kept);
    }
  }

  public void testPackagesJavadocNames() {
    assertPrecise("- Method in class ⟦java.net⟧.<a href=\"URL.html\">URL</a>");
    assertPrecise("Methods declared in class&nbsp;⟦java.net⟧.<a href=\"X.html\">");
    assertPrecise("Constructor for exception ⟦java.net⟧, of record class ⟦jdk.net⟧");
    assertPrecise("Fields inherited from class&nbsp;⟦java.net⟧ here");
    assertPrecise("<h1>Uses of Package ⟦javax.naming.directory⟧</h1>");
    assertPrecise("package <span class=\"element-name\">⟦java.net⟧</span>");
    assertPrecise("content=\"module: ⟦jdk.net⟧, package: ⟦java.net⟧\"");
    assertPrecise("{\"p\":\"⟦java.net⟧\",\"c\":\"URL\"},{\"m\":\"⟦java.net⟧\",\"l\":\"x\"}");
    // a package in small letters, whatever is before it: javadoc's index and search tags
    assertPrecise(
        "{\"l\":\"http.proxyPort\",\"h\":\"package ⟦java.net⟧\"}\n"
            + "</a> - Search tag in package ⟦java.net⟧</dt>\n<code>package ⟦java.net⟧: </code>");
    // a module in small letters after no colon or tag; a kind in a longer word, or
    // none; a link not right after the name;
    // another key, or not the first; not a class's name, a sentence run together
    for (String kept :
        new String[] {
          "the module ⸠jdk.net⸡ here",
          "the module  ⸠jdk.net⸡ here",
          "subclass ⸠java.net⸡ here",
          "the hosts&nbsp;⸠java.net⸡ here",
          "the Module: ⸠java.net⸡ here",
          "see ⸠java.net⸡. <a href=\"x\">",
          "see ⸠java.net⸡.<b>",
          "see ⸠java.net⸡.<abbr>",
          "{\"q\":\"⸠java.net⸡\"}",
          "{\"pp\":\"⸠java.net⸡\"}",
          "{\"x\":1,\"p\":\"⸠java.net⸡\"}",
          "{'p':'⸠java.net⸡'}",
          "{\"p\": \"⸠java.net⸡\"}",
          "{\"p\":'⸠java.net⸡'}"
        }) {
      assertPrecise(kept);
    }
  }

  public void testPackagesTheTextShowedByTheirClasses() {
    assertPrecise("new java.net.InetAddress(); then ⟦java.net⟧, java.io.URLConnection, ⟦java.io⟧");
    // a class's name not in CamelCase, a sentence run together; another case, another package
    assertPrecise(
        "java.net.Socket java.io.URL java.net.xmlHttp java.io.Inet4 visit example.com.The end,"
            + " ⸠java.net⸡ ⸠java.io⸡"
            + " ⸠example.com⸡ java.de.ExtraClass ⸠Java.de⸡");
  }

  public void testPathsRelativeToAPage() {
    assertPrecise(
        "<a href=\"⟦java.management/javax/management/MBeanInfo.html⟧\">x</a>"
            + " <img\nsrc='⟦example.com/images/logo.png⟧'> <a HREF=\"⟦jdk.net/jdk/net/X.html#y⟧\">"
            + " <a href=\"⟦jdk.net/module-summary.html⟧\"> <script src=\"⟦example.com/js/lib⟧\">");
    // a name alone, or one segment not a file's: its author's slip for the site; a port; another
    // attribute, or another word before it; not quoted
    assertPrecise(
        "<a href=\"⸠cups.org⸡\"> <a href=\"⸠wg21.link/P2362⸡\"> <a href=\"⸠example.com/a?b=/c⸡\">"
            + " <a href=\"⸠example.com/a?b.c⸡\"> <a href=\"⸠example.com/a#b.c⸡\">"
            + " <a href=\"⸠example.com/a#b/c⸡\"> <a href=\"⸠example.com:80/a/b⸡\">"
            + " <a data-href=\"⸠example.com/a/b⸡\"> <a title=\"⸠example.com/a/b⸡\">"
            + " <a xsrc=\"⸠example.com/a/b⸡\"> <a href=⸠example.com/a/b⸡> <a href =\"⸠example.com/a/b⸡\">"
            + " <a href=(⸠example.com/a/b⸡> <a href \"⸠example.com/a/b⸡\">");
    // another attribute of a tag: a file's path, to a file with a dot in its name; not a directory
    // (Go's <meta name="go-import" content="libvirt.org/go/libvirt git …">), nor outside a tag
    assertPrecise(
        "<Product config=\"⟦zwave.me/kfob.xml⟧\" id=\"1\"/> <x a-b:c_d=\"⟦zwave.me/a/b.xml⟧\">"
            + " <Entry author=\"⸠github.com/ProtoFoo⸡\"> <meta content=\"⸠libvirt.org/go/libvirt⸡\">"
            + " <x config=\"⸠zwave.me/kfob.xml/a⸡\"> <x config=\"⸠zwave.me/a.b/c⸡\">"
            + " <1 config=\"⸠zwave.me/kfob.xml⸡\"> <x a=\"b\"> config=\"⸠zwave.me/kfob.xml⸡\""
            + " --image=\"⸠gcr.io/foo/x.y⸡\" URL=\"⸠cisofy.com/lynis/a.html⸡\"");
  }

  public void testAnchorsRightAfterANamesLastLabel() {
    assertPrecise(
        "(⟦chicken.io#read-line⟧ (#(procedure #:enforce) ⟦chicken.io#read-line⟧ (#!optional x)))\n"
            + "--   <li><a>Id</a>: see <a>⟦GHC.Types.Id#name_types</a></li>⟧ ⟦example.de#get⟧\n");
    // under com, org …, or a public suffix of two labels; a port; a path first; an anchor not of
    // letters
    assertPrecise(
        "⸠example.com#top⸡ ⸠example.co.uk#top⸡ ⸠example.de:8080#top⸡ ⸠example.de/#top⸡"
            + " ⸠example.de#1⸡ ⸠example.de#_top⸡");
  }

  public void testVersionPlaceholders() {
    assertPrecise(
        "return <tt>\"⟦major.minor.build⟧\"</tt> as in ⟦Major.Minor.Build⟧ or"
            + " ⟦major.minor.example.com⟧ here, ⟦MAJOR.MINOR.example.de⟧ there");
    // another word, or one longer; no dot between
    assertPrecise(
        "⸠majors.minor.build⸡ ⸠major.minors.build⸡ ⸠mayor.minor.build⸡ ⸠major.mayor.build⸡ ⸠major.mirror.build⸡"
            + " ⸠major-minor.example.de⸡ ⸠major.minor-x.build⸡");
  }

  public void testTranslatedFilesInCapitals() {
    assertPrecise("Alfredo Finelli: changed ⟦TUTORIAL.it⟧");
    assertPrecise("see ⟦MANUAL.fr⟧ now");
    assertPrecise("叫做“⟦TUTORIAL.cn⟧”。 See ⟦README.fr⟧ or the ⟦BSIMBULK.va⟧ model file.");
    // an acronym's length; a digit; a TLD of three letters, or under a public suffix of two
    // labels; a name in small letters
    for (String kept :
        new String[] {
          "see ⸠INRIA.fr⸡ now",
          "see ⸠HDMI2USB.tv⸡ now",
          "see ⸠TUTORIAL.com⸡ now",
          "see ⸠TUTORIAL.co.uk⸡ now",
          "see ⸠tutorial.it⸡ now",
          "see ⸠TUTOR-AL.it⸡ now"
        }) {
      assertPrecise(kept);
    }
  }

  public void testDomainsOfOptions() {
    // dnsmasq's domains between slashes
    assertPrecise(".B --server=/⸠google.com/1.2.3.4⸡\n");
    assertPrecise("--address=/⸠example.com/1.2.3.4⸡ --local=/⸠example.com/⸡\n");
    // a path goes on, or no option names it
    assertPrecise("--root=/⟦srv.de/www/index⟧ and see /⟦example.com/1.2.3.4⟧\n");
  }

  public void testServiceNamesInDns() {
    assertPrecise("#srv-host=_ldap._⸠tcp.example.com⸡,⸠ldapserver.example.com⸡,389\n");
    assertPrecise("_⸠dmarc.yahoo.com⸡ descriptive text \"v=DMARC1\"\n");
    assertPrecise("- **test**: update uses of \\_jabber.\\_⸠tcp.google.com⸡ (Colin Ihrig)\n");
    // a name's part, a member after ._, a variable
    assertPrecise("    x = my_⟦host.de⟧ + self._⟦request.ie⟧ + a.b_c._⟦de.de⟧\n");
    assertPrecise("  _⟦G.re⟧ = re; if (h !== _⟦req.headers.host⟧) {\n");
    assertPrecise("        uid = self._⟦request.user.ie⟧ or my_⟦request.user.ie⟧\n");
    assertPrecise("- **trace\\_events**: add traced\\_⟦value.cc/traced\\_value.h⟧ (James)\n");
    assertPrecise("escaped as Markdown escapes: my\\_⟦name.example.com⟧, \\_⸠dmarc.example.com⸡\n");
    // a DKIM key's selector, a plain label, starts the name
    assertPrecise("  '20120113._⸠domainkey.gmail.com⸡.': \"\"\"k=rsa; \\\n");
    assertPrecise("mail._⸠domainkey.example.com⸡ TXT \"v=DKIM1\" selfish._⸠x.example.com⸡\n");
    // not a receiver's member, nor a label after another, nor a variable's name
    assertPrecise("self._⟦session.example.com⟧ this._⟦conn.example.com⟧\n");
    assertPrecise("a.b._⟦c.example.com⟧ $sel._⟦d.example.com⟧\n");
  }

  public void testGitConfigKeys() {
    assertPrecise(
        "    $ git config --global ⟦alias.co⟧ checkout\n    $ git config ⟦alias.st⟧ status\n");
    assertPrecise("git config then ⸠example.co⸡ and git clone ⸠example.co⸡\n");
  }

  public void testDomainsMappedToRealms() {
    // krb5.conf's [domain_realm]; code assigns names in small letters
    assertPrecise("    ⸠mit.edu⸡ = ⸠ATHENA.MIT.EDU⸡\n    ⟦module.ie⟧ = x.y\n");
    // nor a domain mapped to an IPv4 address (a DNS forwarder's zones); a version is a value
    assertPrecise("⸠powerdns.com⸡=127.0.0.1.\n⸠example.com⸡ = 10.0.0.1\n⟦module.ie⟧ = 1.2.3");
    assertPrecise("⟦example.com⟧ = 1.2.3.4567");
    assertPrecise("⟦example.com⟧ = 1.2.3.4.5");
    assertPrecise("⟦example.com⟧ = 1.2.3. x");
  }

  public void testIpAddressesAreNoAddressesDomain() {
    assertPrecise("names of the form\n⸠xxx.internal.thekelleys.org.uk⸡ at 192.168.1.1 then\n");
  }

  public void testNamesGivenATruthValue() {
    assertPrecise("  split(dt, by = \"x1\", ⟦keep.by⟧ = FALSE, ⟦as.is⟧=TRUE, ⟦xy.to⟧ = None)\n");
    assertPrecise("\"⸠example.com⸡\" = true; ⸠example.com⸡ = 1; ⸠example.com⸡ = trueish\n");
  }

  public void testNamesGivenACodeValue() {
    // = right after the name, then a number, a placeholder, a quoted value, a choice in braces or
    // a )
    assertPrecise(
        "getarg \"⟦rd.dm⟧=0\"; printf \" ⟦rd.lvm.lv⟧=%s \"; echo \" ⟦rd.nvmf.discover⟧=$t\";"
            + " $(getargs ⟦rd.driver.post⟧=); <tagletArtifact ⟦combine.ie⟧=\"x\">"
            + " ⟦resource.labels.zone⟧='us' ⟦xy.to⟧=12:\n"
            + ".BR ⟦size.pr⟧={<integer>|noEstimate|unlimited} ,");
    // not an IP address, nor a word or a path, nor with a blank before the =
    assertPrecise("reject_rbl_client ⸠zen.spamhaus.org⸡=127.0.0.10");
    assertPrecise(
        "sites ⸠zen.spamhaus.org⸡=12.0 ⸠example.com⸡=reject ⸠example.com⸡=/tmp/x ⸠example.com⸡ =0"
            + " ⸠example.de:0⸡=1 ⸠example.com⸡=");
  }

  public void testKernelParametersDracutReads() {
    // after dracut's functions and their numbers, quoted or not
    assertPrecise("VGS=$(getargs ⟦rd.lvm.vg⟧ -d rd_LVM_VG=)\n");
    assertPrecise("getargbool 0 ⟦rd.udev.info⟧ -d -y rdudevinfo && UDEV_LOG=info\n");
    assertPrecise("if ! getargbool 1 '⟦rd.hostonly.de⟧'; then\n");
    assertPrecise("tout=$(getarg ⟦rd.luks.timeout.to⟧)\n");
    assertPrecise("n=$(getargnum 3 1 10 ⟦rd.retry.no⟧)\n");
    // the name's last label is then a member's name: rd.driver.post in prose after it
    assertPrecise("for p in $(getargs ⟦rd.driver.post⟧); do\nin all ⟦x.driver.post⟧ parameters\n");
    // not another command, nor a word or a fifth number before, nor a longer name
    assertPrecise(
        "getent ⸠example.lv⸡; getargs x ⸠example.vg⸡; getargbool 1 2 3 4 ⸠example.ro⸡;"
            + " mygetarg ⸠example.dm⸡; getargs_x ⸠example.is⸡\n");
    assertPrecise("getargs -d ⸠example.lv⸡ and getargs\t⸠example.vg⸡\n");
    // a path or a port makes it a host
    assertPrecise("getargs ⸠example.lv/x⸡ and getarg ⸠example.vg:80⸡\n");
  }

  public void testCssSelectors() {
    assertPrecise(".tools.open ⟦a.button.icon.tools⟧:before{content:\"x\"}\n");
    assertPrecise("⟦li.item.link⟧:hover,li.b{color:red}\n");
    assertPrecise("⟦div.page.top⟧{margin:0}\n");
    // not a key's fields, nor a service after a host in prose
    assertPrecise("key ⸠example.org⸡:default:/keys/x\n");
    assertPrecise("relay ⸠mail.example.org⸡:smtp, then\n");
    // a block after blanks, if it holds a declaration (on its line or the next)
    assertPrecise(".types-list ⟦li.parent.open⟧::before {\n");
    assertPrecise("  ⟦li.bg⟧ {font-size: large;}\ntable.norm ⟦th.lt⟧\t{ background: #eee }\n");
    assertPrecise("  ⟦td.sm⟧ {\n    font-size: smaller;\n  }\n");
    assertPrecise("  ⟦li.bg⟧ {color : red;}\n");
    // (read within a context's length: a value's end further on is not seen)
    assertPrecise("⸠example.com⸡ { x: " + "a".repeat(40) + "; }\n");
    // not a server's block, which holds none, nor INN's quoted values, nor a nested block
    assertPrecise("⸠example.com⸡ {\n  reverse_proxy localhost:8080\n}\n");
    assertPrecise("peer ⸠news.example.org⸡ {\n  hostname: \"news\" }\n");
    assertPrecise("peer ⸠news.example.org⸡ {\n  hostname: news\n}\n");
    assertPrecise("⸠example.com⸡ { tls: { x; } }\n");
    assertPrecise("⸠example.com⸡ { : x; }\n");
    assertPrecise("⸠example.com⸡ { log x; }\n");
    assertPrecise("⸠example.com⸡ :{ x: y; }\n");
    assertPrecise("⟦example.com⟧:x {\n");
  }

  public void testOperandsInDenseCode() {
    assertPrecise("{return{v:e}},w0=function(t){var n=0,e=0,o=0,r=⟦t.red/255,i=1⟧}\n");
    assertPrecise("xu),$u=ne.each,Wu=ne.grep,Ku=⟦X.ie⟧,Xu=1;\n");
    assertPrecise("{var i=n+t,a=⟦r.pos.top⟧,u=r.bottom;\n");
    assertPrecise("t+='<body class=\"mce-content-body '+r+'\" data-id=\"'+⟦ef.ie⟧+'\"><br>'\n");
    // a list of hosts, a shell's line, an SPF record, a Markdown link, a string in code
    assertPrecise("domains=⸠a.example.com⸡,⸠b.example.com⸡\n");
    assertPrecise("if [ -n \"${X}\" ]; then HOST=⸠example.com⸡; fi\n");
    assertPrecise("identity=mailfrom; client-ip=192.0.2.1; helo=⸠example.com⸡; x=1\n");
    assertPrecise("[a](b) [c](d) [docs](⸠example.com⸡)\n");
    assertPrecise("|[a](b)|[c](d)|⸠example.com⸡|\n");
    assertPrecise("\t$(MAKE) -C src install DESTDIR=$(D) HOST=⸠example.com⸡; echo done\n");
    assertPrecise("dkim=pass;spf=pass;x=1;y=2;helo=⸠example.com⸡;\n");
    assertPrecise("dkim=pass(ok);spf=pass(ok); helo=⸠example.com⸡;\n");
    assertPrecise("mount -o (rw)addr=⸠nfs.example.com⸡,vers=4\n");
    assertPrecise("MyCA:/C=US/ST=CA/O=safe/CN=⸠example.net/⸡ OK\n");
    assertPrecise("a=f(x);b=g(y);c={d:\"⸠example.com⸡\"}\n");
  }

  public void testNewGenericTopLevelDomains() {
    assertTrue(PublicSuffixList.getDefault().isNewGenericTld("target"));
    assertFalse(PublicSuffixList.getDefault().isNewGenericTld("com"));
    assertPrecise(
        "start ⟦default.target⟧, set ⟦user.email⟧; ⸠a.b.example.email⸡ and ⸠pkg.dev/x⸡ stay");
    // and the generic TLDs between RFC 1591's and those: words too
    assertPrecise("read ⟦dir.info⟧, ⟦spec.name⟧ and ⟦test2.cat⟧; ⸠www.marc.info⸡, ⸠gnu.info/x⸡");
    // in a Markdown code span, any number of labels; a country code or com stays a link there
    assertPrecise(
        "the `⟦unittest.mock.call⟧` objects; `⸠api.example.de⸡`, `⸠it.com⸡`, ⸠a.b.email⸡");
    assertPrecise(
        "<code>⟦req.headers.host⟧</code>, <code>⸠api.example.de⸡</code>, <code> ⸠a.b.email⸡</code>");
    // but not the country codes, and not RFC 1591's own
    assertPrecise("see ⸠gnu.de⸡, ⸠gnu.org⸡, ⸠gnu.mil⸡ and ⸠пример.рф⸡");
    // but .int, a few treaty organisations' and code's integer
    // (until the text links it: www.who.int)
    assertPrecise(
        "return ⟦self.int⟧ >> 96; see ⟦who.int⟧, ⸠who.int/news⸡, ⸠www.who.int⸡, then ⸠who.int⸡");
    // in capitals, any number of labels: a placeholder (not a country code's or RFC 1591's)
    assertPrecise(
        "--skip_dnsbl=⟦RBL.DNS.NAME⟧ or ⟦YOUR.MAIL.HOST⟧; ⸠irc.libera.chat⸡, ⸠FTP.GNU.DE⸡");
    // a table's key, under such a TLD only
    assertPrecise(
        "{ \"⟦signature.algorithm.name⟧\", \"x\" },\n{\"⟦type.nu.arab⟧\", \"y\"}, {'⟦a.b.help⟧', 1}");
    // or a dict's first key, before a colon (CherryPy's configuration)
    assertPrecise(
        "@cherrypy.config(**{'⟦raw.input.map⟧': {'num': int}}), {\"⟦my.extra.info⟧\": 1}");
    assertPrecise(
        "{ \"⸠irc.libera.chat⸡\" }, { \"⸠mail.example.org⸡\", 25 }, (\"⸠irc.libera.chat⸡\", 6667)");
    assertPrecise(
        "{'⸠example.org⸡': 1}, ['⸠a.b.name⸡': 1], {x, '⸠c.b.name⸡': 1}, {'⸠d.b.name⸡' : 1}\n");
    // or before PHP's or Perl's =>, blanks between; not a value, nor a key not quoted, nor =
    assertPrecise(
        "  '⟦trusted.url.domains⟧' => [],\n  \"⟦language.cookie.name⟧\"     => 'language',\n");
    assertPrecise(
        "  'x' => '⸠store.redis.host⸡',\n  ⸠auth.password.broker⸡ => 1,\n  '⸠a.b.name⸡' = 2,\n"
            + "  '⸠example.org⸡' => [\n  '⸠c.b.name⸡' -> 3,\n  '⸠d.b.name⸡ => 4,\n");
    // nor a private TLD a configured list adds
    LinkDetector internal =
        LinkDetector.builder()
            .schemelessLinks(SchemelessLinks.PRECISE)
            .topLevelDomains(TopLevelDomains.of(List.of("internal", "info"), "test"))
            .build();
    assertEquals(
        List.of("wiki.internal"),
        internal.detect("see wiki.internal and dir.info").stream()
            .map(l -> "see wiki.internal and dir.info".substring(l.start(), l.end()))
            .toList());
  }

  public void testWordTopLevelDomainsInTextsThatShowCode() {
    // three namespaces and no link: code, where any number of labels under such a TLD is a member
    // unless a string holds it; a country code stays a link (an IRC server's name too:
    // testIrcServersUnderWordTlds)
    assertPrecise(
        "util.inspect, module.exports and os.environ name modules; so does ⟦element.column.name⟧,"
            + " not \"⸠web.libera.chat⸡\", '⸠web.libera.chat⸡' nor ⸠api.example.de⸡;"
            + " \"⟦web.libera.chat⟧' is");
    // but a string alone on its line, a list's element, is code too; not in a line with more
    assertPrecise(
        "util.inspect, module.exports, os.environ\n  \"⟦llvm.bpf.compare⟧\",\n\t'⟦llvm.eh.cfa⟧'\n"
            + "\"⸠web.libera.chat⸡\";\nx \"⸠web.libera.chat⸡\",\n\"⸠web.libera.chat⸡\" x\n"
            + "  \"⟦web.libera.chat⟧\"");
    // and a later element of a call, a tuple or a list; not before a number, a host's port, nor
    // after no comma, nor before another close
    assertPrecise(
        "util.inspect, module.exports, os.environ\n(\"celestial\", 1, \"⟦spherical.lat.degree⟧\")"
            + " f(self._ping,\"⟦samp.hub.ping⟧\") [a, '⟦pos.galactic.ping⟧'] (x, \"⟦c.d.ping⟧\", y)\n"
            + "pass_proxy(\"p\", sock, \"⸠web.libera.chat⸡\", 6667) f(x,\"⸠web.libera.chat⸡\",1)\n"
            + "f(x \"⸠web.libera.chat⸡\")\nf(x, \"⸠web.libera.chat⸡\"}\n"
            + "f(x,  \"⸠web.libera.chat⸡\")\nf(x, \"⟦web.libera.chat⟧\",a)\n");
    // two namespaces show no code
    assertPrecise("util.inspect and module.exports name modules; ⸠element.column.name⸡ stays");
    // a text that links half as often as it names namespaces is no code (a user guide)
    assertPrecise(
        "see ⸠https://a.example.org/⸡ and ⸠https://b.example.org/⸡; util.inspect, module.exports,"
            + " os.environ, sys.argv; ⸠web.libera.chat⸡");
    assertPrecise(
        "see ⸠https://a.example.org/⸡; util.inspect, module.exports, os.environ; ⟦web.libera.chat⟧");
  }

  public void testJavadocTags() {
    // a {@link}'s reference is a program's element, even with a member or a module
    assertPrecise(
        " * {@link ⟦java.io⟧} and {@linkplain ⟦java.util.example.de⟧}, {@link"
            + " ⟦NumberFormat.Style#SHORT⟧}");
    // {@code} is code's font: as <code>, for a word TLD only; not another tag
    assertPrecise(
        " * {@code ⟦java.util.stream⟧}, {@code ⸠example.com⸡}, {@code ⸠Provider.ie⸡}, {@value"
            + " ⸠example.de⸡}, {@code ⸠x.example.email⸡ y}, {@linkto ⸠example.de⸡} and ⸠y.example.email⸡}");
  }

  public void testOsgiDirectives() {
    assertPrecise("Import-Package: ⟦sun.nio.ch⟧;resolution:=optional,⟦x.example.de⟧;a-b:=c");
    // a URI's or a header's parameter has no :=
    assertPrecise(
        "⸠imap.gmail.com⸡;moveto=archive, ⸠example.de⸡;x:y, ⸠a.example.de⸡;:= b, ⸠b.example.de⸡;X:=y, ⸠c.example.de⸡,x:=y");
  }

  public void testJavaModuleDirectives() {
    // a directive that starts its line: exports, opens, requires; ; or "to" and modules after
    assertPrecise(
        "module java.base {\n    exports ⟦java.net⟧;\n    exports ⟦sun.net⟧ to\n        jdk.x;\n"
            + "    opens ⟦sun.nio.ch⟧ to jdk.management.jfr;\nrequires ⟦java.management⟧;\n"
            + "    exports ⟦jdk.internal.io⟧ to jdk.charsets,\n}");
    // not in prose, nor before other words
    assertPrecise(
        "It requires ⸠example.com⸡ to build.\nrequires ⸠example.com⸡ to build\n"
            + "exports ⸠example.de⸡ too\nexports ⸠example.de⸡ to\tx;\nexports ⸠example.de⸡ tox;\n"
            + "exports ⸠example.de⸡ to -x;\nexported ⸠example.de⸡;\nexports ⸠example.de⸡ to x y;\n"
            + "It exports ⸠example.de⸡;\nexports ⸠example.de⸡,to\nexports ⸠example.de⸡ by\n"
            + "exports ⸠example.de⸡ to ;");
    assertPrecise("requires ⟦acme.tools.de⟧;");
  }

  public void testIrcChannels() {
    // after a blank, an operator's @, a bracket or a comma, with words before it on its line
    assertPrecise(
        "  -- Joey auf #⟦Debian.DE⟧; Channels : @#⟦java.it⟧ (aka #⟦debian.de⟧) [#⟦linux.de⟧],"
            + "#⟦a.example.de⟧\t#⟦b.example.de⟧ (#⟦c.example.de⟧)");
    // not a line commented out, nor a path or a port, nor # inside a word
    assertPrecise("#⸠slashdot.org⸡ and #⟦irc.example.de⟧\n   #⸠whale.net⸡");
    assertPrecise("foo #⸠example.com/path⸡, foo #⸠example.com:8080⸡ and x#⸠y.example.de⸡");
    // nor a comment naming an IPv4 address's host (AFS's CellServDB, a hosts file); but after a
    // version, five numbers, a longer group or an empty one
    assertPrecise(
        "129.170.16.22                   #⸠halley.dartmouth.edu⸡\n"
            + ">⸠cern.ch⸡ #CERN\n137.138.128.148\t#⸠afsdb1.cern.ch⸡\n"
            + "v1.2.3.4 #⟦irc.example.de⟧ 1.2.3.4.5 #⟦irc.example.de⟧ 1.2.3.1234 #⟦irc.example.de⟧"
            + " 1.2.3 #⟦irc.example.de⟧ 1.2..3 #⟦irc.example.de⟧ .1.2.3 #⟦irc.example.de⟧");
  }

  public void testHtmlCodeElementsAndTexinfoFiles() {
    // HTML's older code elements, as <code>, for TLDs that are words
    assertPrecise(
        "set <tt>⟦document.download.directory⟧</tt>, <kbd>⟦log.level.info⟧</kbd>,"
            + " <var>⟦user.mail.name⟧</var>, <samp>⟦lpt5.foo.bar⟧</samp>; <tt>⸠slashdot.org⸡</tt>,"
            + " <em>⸠irc.libera.chat⸡</em>");
    // Texinfo's markup of a file name; its @url and @code are not files
    assertPrecise("in the file @file{⟦dotmairixrc.eg⟧}; @code{⸠ftp.gnu.org⸡}, @url{⸠gnu.org⸡}");
  }

  public void testConfigurationKeysAndPythonConditions() {
    // a setting commented out, a pattern of keys, a command's key; not a value
    assertPrecise("#⟦log.level.de⟧ = info\n*⟦list.bg⟧ = hotpink\n;⟦noxml.fr⟧ = x");
    // (after a blank inside a line, # names an IRC channel: see testIrcChannels)
    assertPrecise("# ⸠example.bg⸡ = mine\nx=#⸠example.bg⸡ = y, *⸠example.bg⸡\n");
    // in HTML, after the tags a line starts with; not after words
    assertPrecise("</div><pre class=\"programlisting\">⟦lxc.uts.example.de⟧ = testlxc");
    assertPrecise("x <pre>⸠example.de⸡ = y, <p>see <b>⸠example.de⸡</b> = fine");
    assertPrecise(
        "Just enter set ⟦mime.type.class.name⟧ = \"handler\"; set host=⸠mail.example.bg⸡");
    assertPrecise("[domain_realm]\n#⸠mit.edu⸡ = ⸠ATHENA.MIT.EDU⸡");
    // a condition of Python on a line of its own; not a comment's prose
    assertPrecise("    if not ⟦feed.to⟧:\n        pass\n    elif ⟦args.de⟧:\n");
    assertPrecise("# Assuming we are not ⸠web01.example.to⸡:\n# if ⸠example.de⸡:\n");
    // negated in parentheses, more of the condition after; tested for membership
    assertPrecise(
        "if (not res.version) or (not ⟦res.version.ie⟧) then\n(not ⟦ab.to⟧) and b"
            + " (not ⟦bc.to⟧) or c if (not ⟦cd.to⟧): (not ⟦de.to⟧);\n"
            + "    if ⟦comp.ie⟧ in {'msvc', 'clang-cl'}:\n    while ⟦xy.ca⟧ not in [1]:\n"
            + "    elif ⟦yz.ca⟧ in (1, 2):\n");
    assertPrecise(
        "use ⸠example.org⸡ (not ⸠example.com⸡) here, (not ⸠example.de⸡)\n(knot ⸠ab.de⸡) then\n(but ⸠ef.de⸡) then\n"
            + "(not:⸠bc.de⸡) then\n"
            + "if ⸠example.de⸡ in the list; if ⸠example.de⸡ not in it; see ⸠example.de⸡ in [1]\n"
            + "when ⸠ab.de⸡ in {x}, if ⸠bc.de⸡ inside [1] (not ⸠cd.de⸡ ) then\n");
  }

  public void testListsOfDomains() {
    // a blocklist's lines, a configuration's list, a sentence's list: a neighbour under com, net …
    // (whose neighbour is under com, net, org …, in small letters: not under another word TLD, nor
    // Visual Studio.NET)
    assertPrecise("⸠donne-nere.org⸡\n⸠donne-nude.biz⸡\n⟦i-play-poker-online.biz⟧\n");
    assertPrecise("Visual ⟦Studio.NET⟧, ⟦Foo.biz⟧ and ⟦Bar.info⟧");
    assertPrecise("⸠i-play-poker-online.biz⸡\r\n⸠i-play-poker-online.com⸡\n");
    // (a word TLD beside a host in com, org, net … is a domain's, not a namespace's member)
    assertPrecise("    ⟦gitlab.host⟧ = ⸠gitlab.com⸡\n  ⟦user.name⟧ and ⟦user.email⟧");
    assertPrecise("freemail_domains ⸠ilse.net⸡ ⸠imap.cc⸡ ⸠kann.so⸡, ⸠mag-spam.net⸡");
    assertPrecise("reach ⸠googleapis.com⸡, ⸠pkg.dev⸡, ⸠gcr.io⸡ and others");
    // not a command's arguments after it, nor a name a word or punctuation parts from a domain
    assertPrecise("⟦etrn.pl⟧ ⸠mail.myisp.com⸡ ⸠mydomain.com⸡\n");
    assertPrecise(
        "see ⟦imap.cc⟧ and ⸠example.com⸡; ⟦main.cc⟧: ⸠example.com⸡; ⟦pkg.dev⟧ (⸠example.com⸡)");
    assertPrecise("x ⟦setup.cc⟧ ⸠v2.com:80⸡\nsee ⸠example.com⸡ ⟦main.cc⟧: broken\n");
    // quoted lists, JSON's, YAML's and code's; not a key's quoted value
    // (beside a neighbour under com, org … within the 32 chars read)
    assertPrecise("  \"⸠ghcr.io⸡\",\n  \"⸠example.com⸡\",\n  \"⸠docker.io⸡\",\n  \"⟦quay.io⟧\"\n");
    assertPrecise("hosts: ['⸠docker.io⸡', '⸠example.com⸡']; name: \"⟦example.nl⟧\"");
    assertPrecise(
        "x = [\"⟦syscall.ph⟧\", \"⟦hostname.mc⟧\"]; y = [\"⟦syscall.ph⟧\", '⸠example.com⸡']");
    assertPrecise("a  ⸠example.com⸡, \"⟦hostname.mc⟧\" b");
    assertPrecise("a \"⟦hostname.mc⟧\", ⸠example.com⸡  b");
    // (quoted alike: both quotes around the neighbour too)
    assertPrecise("a  ⸠example.com⸡\", \"⟦hostname.mc⟧\" b; \"⟦hostname.mc⟧\", \"⸠example.com⸡  b");
    // (nor a name that is not ASCII, a Japanese sentence run into one)
    assertPrecise("⸠i-connect.net⸡ ⟦に移りました。i-Connect.Net⟧ の");
  }

  public void testLinesOfAListOfDomains() {
    // after two links under com, net, org … in one frame, a host in that frame: a PHP table of
    // domains (its values' digits read alike), a blocklist's lines, a registry's numbered lines
    assertPrecise(
        "\t'⸠sb-sd.org⸡' => 1,\n\t'⟦sb.sb⟧' => 1,\n\t'⟦sb0.io⟧' => 1,\n\t'⸠peakd.com⸡' => 0,\n"
            + "\t'⸠sb0.io⸡' => 1,\n\t'⸠projectleague.lol⸡' => 10,\n\t'⸠ab.ro⸡' => 1,\n");
    assertPrecise("⸠a.org⸡\n⸠x.de⸡\n⟦b.biz⟧\n⸠y.de⸡\n⸠c.com⸡\n⸠z.de⸡\n⸠d.biz⸡\n⸠w.de⸡\n⸠e.py⸡\n");
    assertPrecise("18356 ⸠a.org⸡\n   Kevin\n18357 ⸠b.net⸡\n18358 ⸠c.info⸡\n");
    // (not a host's own frame: another's, one with a letter, a path's or a name's char, one too
    // long, one not from the line's start; nor with a port or a path, nor a link under a
    // country code or a word TLD as the list's first two)
    assertPrecise(
        "'⸠a.org⸡',\n'⸠b.com⸡',\n'⟦c.biz⟧';\n\"⟦d.biz⟧\",\n'⟦e.biz⟧', x\n/'⟦f.biz⟧',\n_'⟦g.biz⟧',\n"
            + "x '⟦i.biz⟧',\n''⟦j.biz⟧,\n");
    assertPrecise("- - - - - - '⸠a.org⸡',\n- - - - - - '⸠b.com⸡',\n- - - - - - '⟦c.biz⟧',\n");
    assertPrecise("'⸠a.org⸡' = = = = = =\n'⸠b.com⸡' = = = = = =\n'⟦c.biz⟧' = = = = = =\n");
    assertPrecise("'⸠a.org/x.com⸡',\n'⸠b.com/y.org⸡',\n'⟦c.biz⟧',\n'⸠d.com:80⸡',\n'⟦e.biz⟧',\n");
    assertPrecise(
        "/ '⸠a.org⸡',\n/ '⸠b.com⸡',\n/ '⟦c.biz⟧',\n_ '⸠a.org⸡',\n_ '⸠b.com⸡',\n_ '⟦c.biz⟧',\n");
    assertPrecise("'⸠a.example.de⸡',\n'⸠b.example.eu⸡',\n'⟦c.biz⟧',\n");
    assertPrecise("* ⸠a.org⸡\n* ⸠b.com⸡\n* ⸠c.biz⸡\n");
    // (a neighbour in the same namespace on such a line is a sibling domain: the Public Suffix
    // List's ybo.faith, ybo.party)
    assertPrecise("⸠a.org⸡\n⸠b.com⸡\n⸠ybo.faith⸡\n⸠ybo.party⸡\n");
    assertPrecise("⟦ybo.faith⟧\n⟦ybo.party⟧\n");
    // (a link the text showed in a namespace vouches for no list: javadoc's element-list)
    String far = "\na line of words only, further than the context read on either side\n";
    assertPrecise("java.lang" + far + "⸠java.net⸡" + far + "⸠java.com⸡" + far + "⟦ybo.party⟧\n");
    assertPrecise("java.lang" + far + "⸠javax.net⸡" + far + "⸠java2.com⸡" + far + "⸠ybo.party⸡\n");
    // a public suffix of two labels or more, framed alone on its line before any list is: an
    // entry of a copy of the Public Suffix List (Go's x/net); not unframed, nor another name, nor
    // one a wildcard rule makes a suffix (*.np); a country's category of names is one unframed
    // too (testCountryCategoriesInQuotes)
    assertPrecise("\t\"⸠tinn.no⸡\",\n\t\"⸠com.qa⸡\",\n\t\"⸠k12.or.us⸡\",\n");
    assertPrecise(
        "\"⟦tinn.no⟧\" x\n\"⟦kiev.ua⟧\" x\nx \"⟦tinn.no⟧\",\n\t\"⟦tinn.de⟧\",\n\t\"⟦rho.np⟧\",\n");
    // (a table's literals in the frame, read as one: publicsuffix-go's rules; not other words)
    assertPrecise(
        "\t{1, \"⸠com.ac⸡\", 2, false},\n\t{1, \"⸠vercel.app⸡\", 2, true},\n"
            + "\t{1, \"⸠tinn.no⸡\", nil},\n\t[\"⸠com.qa⸡\", None]\n\t[null, \"⸠gov.me⸡\"]\n");
    assertPrecise(
        "\t{1, \"⟦tinn.no⟧\", 2, falsey},\n\t{1, \"⟦kiev.ua⟧\", 2, yes},\n"
            + "\t{1, \"⟦name.tr⟧\", 2, xtrue},\n\t{1, \"⟦lviv.ua⟧\", 2, false, false, false, false},\n"
            + "\t[nullx, \"⟦its.me⟧\"]\n\t[anull, \"⟦its.me⟧\"]\n\t{1, \"⟦name.tr⟧\", false2},\n");
  }

  public void testMembersOfAParameter() {
    assertPrecise(
        "xs.forEach(edge => ⟦edge.to⟧), ys.forEach(site => ⟦site.com⟧), (site) => ⟦site.org⟧\n"
            + "{ |input| ⟦input.binmode.read⟧ } {|f| ⟦f.class.name⟧} {|site|⟦site.net⟧} site=>⟦site.net⟧"
            + " (site)=>⟦site.com⟧ lambda e: ⟦e.to⟧ lambda site:⟦site.org⟧\n");
    // another name before the arrow, or a longer one; a name in a longer word, or not at a block's
    // start; POD's link; a dict's key; no arrow
    assertPrecise(
        "key => ⸠example.com⸡ sedge => ⸠edge.com⸡ lists|⸠lists.perl.org⸡ when site: ⸠site.com⸡\n"
            + "L<mailing lists|⸠lists.perl.org⸡> xlambda site: ⸠site.com⸡ x >site ⸠site.com⸡"
            + " site - ⸠site.com⸡ site| ⸠site.com⸡ lambda site:⸠web.com⸡ lambda site: ⸠sites.com⸡"
            + " lambda(site: ⸠site.com⸡ site > ⸠site.com⸡ site)= ⸠site.com⸡");
  }

  public void testKeysOfPropertiesAndSeeTags() {
    // the key a call reads or writes a property or localized text by; a documentation comment's
    // @see, Javadoc's, EDoc's, Doxygen's
    assertPrecise(
        "s = System.getProperty(\"⟦java.awt.im.style⟧\"); setProperty(\"⟦http.proxy.host⟧\","
            + " \"⸠proxy.example.com⸡\"); isSystemProperty('⟦jdk.image.use.jvm.map⟧', \"true\")\n"
            + "rb.getString(\"⟦Trust.this.certificate.no⟧.\") cuttlefish:conf_get(\"⟦erlang.schedulers.online⟧\","
            + " Conf)\n * @see ⟦java.management/java.lang.management.PlatformLoggingMXBean⟧\n"
            + "%% @see ⟦erlang.schedulers.total⟧\n/// \\see ⟦foo.bar.name⟧\n"
            + "-- @module ⟦lousy.widget.menu⟧\n * @module ⟦foo.bar.io⟧\n");
    // a configuration's section, named by a host; other names; not the first argument, a
    // space before the quote; "see" in prose or in a word
    assertPrecise(
        "config.getboolean('⸠bitbucket.org⸡', 'Compression') getProperties(\"⸠example.com⸡\")"
            + " getStrings(\"⸠example.com⸡\") xconf_get(\"⸠example.com⸡\") conf_get, ⸠example.com⸡ conf_get \"⸠example.com⸡\" getProperty(x,"
            + " \"⸠example.com⸡\") getProperty (\"⸠example.com⸡\")\n"
            + "please see ⸠example.com⸡, mail@see ⸠example.org⸡ @seen ⸠example.net⸡ @see: ⸠example.io⸡\n"
            + "\\module ⸠example.com⸡ @modules ⸠example.org⸡ my@module ⸠example.net⸡\n");
  }

  public void testCodeAmongMessageBrokersClients() {
    // a neighbour's label with an identifier's "_"; a statement commented out after "//"; a
    // module's member named after it under a TLD that is a word; constants' alternatives in
    // capitals; a quotient of minified code's variables as a call's argument
    assertPrecise(
        "if ⟦event.link.is⟧_sender and ⟦event.link.credit⟧ \\\n  //⟦this.name⟧ = url; //⟦self.x.org⟧\n"
            + "for ⟦gevent.select.select⟧ onupdate=⟦datetime.datetime.now⟧ \"⟦main.docs.docs⟧\"\n"
            + "translate ⟦IOLoop.READ/WRITE/ERROR⟧ masks &⟦Syntax.PQ.PL/SQL⟧ :cal\n"
            + "d=Math.pow(10,Math.floor(Math.log(⟦e.delta/o.year⟧)/Math.LN10)) f(⟦e.delta/o.year⟧, 2)\n");
    // the same name glued to more; a scheme-relative host; alike labels under a country code or
    // RFC 1591's TLDs, or a reverse DNS name's nibbles; capitals in RFC 1591's TLDs, a path in
    // small letters; a quotient's other shapes
    assertPrecise(
        "see ⸠example.com⸡ or ⟦example.com⟧_backup\n//⸠example.com/x⸡ ftp://⸠self.example.org⸡\n"
            + "⸠foo.foo.de⸡ ⸠a.b.b.com⸡\n<@Westbam> ⸠9.3.3.0.e.e.8.ip6.int⸡ it is\n"
            + "⸠ISC.ORG/BIND⸡ ⸠GitHub.com/FAQ⸡ ⸠IOLoop.READ/write⸡ ⸠IOLoop.READ/WRITE/⸡ ⸠IOLoop.READ//WRITE⸡ ⸠example.io/FAQ/README⸡\n"
            + "(⸠t.co/abc⸡) f(⸠apt.llvm.org/apt.key⸡) (⸠x.io/a.b/c⸡) (⸠x.io/a.b⸡ more) (⸠x.io/a.b-c⸡) (⸠ab.io/c.d⸡) (⸠x.io/1.b⸡) (⸠x.com#a.b⸡)\n");
  }

  public void testItemKeysAfterSlashes() {
    // Zabbix's formulas: an item's key after "//", with its parameters or as a call's argument
    assertPrecise(
        "'last(//⟦vm.memory.free⟧[hrStorageUsed.Memory])/last(//⟦vm.memory.total⟧[hrStorageSize.Memory])*100',"
            + " (last(//⟦vm.memory.total⟧)-(last(//⟦vm.memory.free⟧)+last(//⟦cisco.asav.memory.free⟧))\n");
    // CSS's url(); no call; a path or a port; after a scheme; a blank before the bracket
    assertPrecise(
        "@import url(//⸠fonts.googleapis.com⸡) see (//⸠example.com⸡) x //⸠example.com⸡) f(//⸠example.com/x⸡)"
            + " f(//⸠example.com:80⸡) ftp://⸠example.com⸡[x] //⸠example.com⸡ [x] f(//⸠example.com⸡, 1)\n");
  }

  public void testVarsAfterTheirNamespaces() {
    // a member of a namespace the text showed (clojure.java.browse), then / and a word alone
    assertPrecise(
        "clojure.java.browse/browse-url, ⟦clojure.java.shell/sh⟧ accepts what ⟦clojure.java.io/copy⟧ does; ⟦clojure.java.io/as-url⟧,"
            + " (⟦clojure.java.io/reader⟧ nil) ⟦clojure.java.io/ok?⟧ ⟦clojure.java.io/x*y⟧\n");
    // no namespace shown; under RFC 1591's TLDs; a path of more segments, a dot, a query, a
    // fragment, an underscore in the word; a port
    assertPrecise(
        "⸠clojure.java.io/copy⸡ then clojure.java.browse/browse-url,"
            + " ⸠clojure.java.com/sh⸡ ⸠clojure.java.io/a/b⸡ ⸠clojure.java.io/a.b⸡ ⸠clojure.java.io/a?b⸡"
            + " ⸠clojure.java.io/a#b⸡ ⸠clojure.java.io/a_b⸡ ⸠clojure.java.io:80/a⸡ ⸠clojure.java.io/?⸡\n");
  }

  public void testHostKeys() {
    // a key host with ":", quoted or not; with "=" and a quoted value, or a shell's variable; the
    // noun before the name quoted
    assertPrecise("Host:⸠a.site⸡ host: ⸠b.site⸡ onboarding_host:\"⸠c.site⸡\",\n");
    assertPrecise("FLEEP_HOST = '⸠d.site⸡'; RELEASE_HOST=⸠e.site⸡ ./⟦release.sh⟧\nHOST=⸠f.site⸡\n");
    assertPrecise("a fake host '⸠g.site⸡' and the host ⟦h.site⟧, ghost '⟦i.site⟧'\n");
    // code: a member assigned, an argument by keyword, an identifier that goes on; a word that
    // ends in host; a quote not closed
    assertPrecise(
        "host = ⟦attr.site⟧,\nhost=⟦question.site⟧, x\nhost =⟦k.site⟧ x\nhost = ⟦session.site⟧_host\n");
    assertPrecise(
        "ghost: ⟦l.site⟧\nFLEEP_HOST = '⟦m.site⟧\nhost: ⟦n.site⟧_x\nhost= ⟦o.site⟧ x\nhost'⟦p.site⟧'\n");
    // the key, the long option or the noun domain
    assertPrecise(
        "domain: ⸠q.site⸡\n$ fierce --domain ⸠r.site⸡\nthe MX records of the domain ⸠s.site⸡.\n");
    assertPrecise(
        "--host ⸠t.site⸡ -domain ⟦u.site⟧ a domain ⟦v.site⟧ domain '⸠w.site⸡' subdomain: ⟦x.site⟧\n");
    assertPrecise("hostdomain: ⟦y.site⟧\ndomain = \"⸠z.site⸡\"\n-_host ⟦v2.site⟧\n");
    // a quoted name compared with a variable so named
    assertPrecise(
        "if ($domain eq \"⸠a.no⸡\" || $domain ne '⸠b.no⸡' || host == '⸠c.no⸡' || host != \"⸠d.no⸡\"\n");
    assertPrecise("if (host === \"⸠e.no⸡\" || host !== \"⸠f.no⸡\" || host ==\"⸠g.no⸡\")\n");
    // another variable, another operator, no blank before it
    assertPrecise(
        "if ($x eq \"⟦h.no⟧\" || host <= \"⟦i.no⟧\" || host==\"⟦j.no⟧\" || hosteq \"⟦k.no⟧\"\n");
    // Perl's matches; a name not quoted
    assertPrecise("if ($domain !~ \"⟦l.no⟧\" || $domain =~ \"⟦m.no⟧\")\n");
    assertPrecise("if host == ⟦peer.no⟧:\n");
    // not a type: module.Class
    assertPrecise(
        "    domain: ⟦dns.name.Name⟧\n<schemalist gettext-domain=\"⟦org.gnome.Weather⟧\">\n");
  }

  public void testDocumentationPageTitles() {
    // Javadoc's: the documentation's title, a version in it, in brackets that end the title
    assertPrecise(
        "<title>⟦ch.qos.logback.core.read⟧ (Logback-Parent 1.2.11 API)</title>\n"
            + "<title>⟦java.net⟧ (Java SE 17 &amp; JDK 17)</title>\n");
    // a site's own title; no version; no end tag; a bracket inside; a line break
    assertPrecise(
        "<title>⸠example.com⸡ (beta)</title>\n<title>⸠example.org⸡ (v2 beta) site\n"
            + "<title>⸠example.net⸡ (a (1)</title>\n<b>⸠example.at⸡ (v1)</b>\n<title>⸠example.de⸡ (1\n)</title>\n");
  }

  public void testPathsCodeJoins() {
    assertPrecise(
        "os.path.join(data_home, \"⟦openml.org⟧\", name)\npath.join(__dirname, '⟦cache.org⟧')\n"
            + "os.path.join(\"⟦first.org⟧\", x)\n");
    // a call before it; not path.join; not closed alike
    assertPrecise(
        "os.path.join(f(x), \"⸠a.org⸡\")\nstr.join(x, \"⸠b.org⸡\")\nos.path.join(x, \"⸠c.org⸡ x\")\n"
            + "os.path.join(x, \"⸠d.org⸡')\nos.path.join(x) + \"⸠e.org⸡\"\n"
            + "os.path.join(x, y \"⸠f.org⸡\")\n");
  }

  public void testFieldsOfPythonFormattedStrings() {
    assertPrecise("f'dtype {⟦arr.dtype.com⟧}' rf\"{⟦x.y.com⟧}\" Fr'{⟦z.com⟧}'\n");
    // no f before the string's quote; a name before the f; space before the brace
    assertPrecise(
        "'{⸠a.com⸡}' f'a' + '{⸠b.com⸡}'\nelf'{⸠c.com⸡}'\nf'{⸠d.com⸡ }'\nf'{\n⸠e.com⸡}'\n");
  }

  public void testArgumentsSpacedAsJQuerySpacesThem() {
    assertPrecise("getOffsets( ⟦offsets.com⟧, elem )\nf( ⟦a.com⟧ )\n");
    // a list of Perl's words
    assertPrecise("'smtp' => [ qw( ⸠mail.example.com⸡ ) ],\n");
    // prose's brackets; a word after; two spaces
    assertPrecise("see ( ⸠b.com⸡, c)\nf( ⸠c.com⸡ x)\nf(  ⸠d.com⸡, x)\nf( ⸠e.com⸡ x )\n");
  }

  public void testArgumentsInProseParentheses() {
    // a call's parentheses close after the argument, prose's do too
    assertPrecise("f(g(⟦web.de⟧))\nfoo(bar, ⟦web.de⟧))\n");
    assertPrecise("listed (happened in the past (gmx, ⸠web.de⸡))\n(a\t(⸠gmx.de⸡))\n");
    // the parenthesis that opens around the host, past the ones closed before it
    assertPrecise("(a (b(c), ⸠web.de⸡))\na(b (c), ⟦web.de⟧))\n");
    // opened on an earlier line; one parenthesis, then a statement's end
    assertPrecise("call (\n  a, ⟦web.de⟧))\n");
    assertPrecise("    connect (sock, ⟦peer.de⟧);\n");
    // opened too far before the host to be read
    assertPrecise("a (" + "b".repeat(70) + ", ⟦web.de⟧))\n");
  }

  public void testQualifiedNamesInTitleCase() {
    // three labels or more, each but the last capitalised, under a country code too
    assertPrecise("x <- '⟦Control.Lens.At.at⟧' ⟦GHC.Generics.to⟧ #TT.1=⟦UTF-8.Greek.Input.tt⟧\n");
    // under com, org …; two labels; a label not capitalised; all in capitals
    assertPrecise(
        "⸠Mail.Google.com⸡ ⸠Example.de⸡ ⸠News.BBC.co.uk⸡ ⸠Mail.example.de⸡"
            + " ⸠WWW.EXAMPLE.DE⸡\n");
  }

  public void testDnssecKeysFiles() {
    // BIND's and ldns' key files: K, the zone, +, the algorithm's three digits, +, the key's tag
    assertPrecise("from '⟦Knlnetlabs.nl⟧.+005+12273.private' and ⟦Kexample.com⟧.+013+10376.key\n");
    // no K; two digits; no second +; no tag
    assertPrecise(
        "⸠example.de⸡.+013+1 ⸠Kexample.de⸡.+01+1 ⸠Kexample.at⸡.+01312 ⸠Kexample.dk⸡.=013+1 ⸠Kexample.ch⸡.+013+x"
            + " ⸠Kexample.fr⸡.+a13+1 ⸠Kexample.it⸡.+0a3+1 ⸠Kexample.dk⸡.+01a+1 ⸠Kexample.dk⸡ +013+1\n");
  }

  public void testUserAgentsProducts() {
    // an app's identifier in reverse domain notation, then its version
    assertPrecise("'⟦com.google.ios.youtube/17.33.2⟧ (iPhone14,3; U)' ⟦org.example.app/1⟧\n");
    // a path that is no version; not reverse domain notation; two labels; a port
    assertPrecise(
        "⸠org.example.net/v1⸡ ⸠org.example.net/1a⸡ ⸠de.example.com/1.2⸡ ⸠com.de/1.2⸡"
            + " ⸠com.example.de:80/1.2⸡ ⸠org.example.de/1.x⸡ ⸠org.example.de//1⸡ ⸠org.example.de#1.2⸡\n");
    // a product named in capitals, then its version, as a user agent writes one
    assertPrecise(
        "Profile/MIDP-1.0 Configuration/CLDC-1.0 ⟦UP.Link/5.1.2.9⟧\n"
            + "⟦Cocoal.icio.us/1.0⟧ (v40) (Mac OS X)\n");
    // in lower case, a link whose path is a number: an index's entry, an address
    assertPrecise("see ⸠ascl.net/1801.009⸡ and ⸠google.com/1.2.3.4⸡ or ⸠UP.Link:80/1.2⸡\n");
    // nor a placeholder in capitals and its port
    assertPrecise("service_cfg = ⸠KITENAME.pagekite.me/80⸡ : insecure : True\n");
  }

  public void testNamesListedAmongFiles() {
    // LifeLines' reports (.ll, no TLD) and libraries (.li, Liechtenstein's TLD)
    assertPrecise("\tdesc-tree.ll ⟦divorce.li⟧ drep2.ll\n");
    assertPrecise("\tsgsgen.ll ⟦shorten.li⟧ ⟦sour2.li⟧ src.ll\n");
    assertPrecise("\t⸠interestset.li⸡ ⟦ldsgedcom.li⟧ line.ll\n");
    // beside a line's edge; under com, org …; a neighbour under another TLD, or whose extension
    // ends in a digit; a port; a comma
    assertPrecise("python ⟦check.py⟧ ⸠example.li⸡\n");
    assertPrecise("aa.ll ⸠bb.com⸡ cc.ll\n");
    assertPrecise("xx.ll ⸠cc.li⸡ ⸠dd.de⸡\n");
    assertPrecise("xx.l1 ⸠ee.li⸡ yy.ll\n");
    assertPrecise("xx.ll ⸠ff.li:80⸡ yy.ll\n");
    assertPrecise("xx.ll,⸠gg.li⸡ yy.ll\n");
    assertPrecise("xx.ll ⸠hh.li⸡ yy.ll,\n");
    assertPrecise("xx.ll ⸠jj.li⸡,yy.ll\n");
    assertPrecise("xx.ll ⸠kk.li⸡ .li yy\n");
    // (a neighbour read to the context's end may go on)
    assertPrecise("xx.ll ⸠ll.li⸡ aaaaaaaaaaaaaaaaaaaaaaaaaaaa.lixyz\n");
    assertPrecise("see xx/y.ll ⸠ii.li⸡ yy.ll\n");
  }

  public void testVersionsAndSentenceEnds() {
    assertPrecise(
        "the signed tag ⟦v14.8.7.ar⟧ protects; ⟦V2.0.dev⟧; not ⸠v1.example.ar⸡, ⸠v.2.3.ar⸡");
    // a Japanese sentence's end run together with a word; a domain in it has ASCII full stops
    assertPrecise("に，cc -Aa ⟦と答えてください．cc⟧ かな");
    assertPrecise("サポートは ⸠例え.jp⸡ と ⸠irc.libera.chat⸡ と ⸠example．com⸡ です。");
    // a file's name after the sentence, judged alone; a link kept whole; a name in their script
    assertPrecise("<!-- ⟦以下を編集すること。anlgform.pl⟧ も編集する必要がある。 -->\n");
    assertPrecise("⸠手伝っていました。buildd.debian.org⸡ と ⸠手伝っていました。example.co.pl⸡ です\n");
    assertPrecise("⸠例え。テスト.pl⸡ と ⸠x。anlgform.pl⸡\n");
  }

  public void testDateAndTimePatterns() {
    // every label one letter of a date or time pattern repeated
    assertPrecise(
        "\"E ⟦HH.mm⟧\" and \"⟦h.mm⟧ a\", ⟦dd.mm⟧ | ⟦mm.ss⟧, ⟦HH.mm.ss⟧; ⟦yy.mm⟧ ⟦M.mm⟧ ⟦d.mm⟧ ⟦s.mm⟧");
    // not another letter, nor two letters in a label
    assertPrecise("⸠hm.mm⸡, ⸠ab.mm⸡, ⸠hh.de⸡, ⸠dd.mm.example.de⸡, ⸠hxh.mm⸡ and ⸠hh.xy.mm⸡");
  }

  public void testQualifiedStorageNames() {
    // iSCSI's and NVMe's names: iqn or nqn, a year and a month, a domain reversed
    assertPrecise(
        "initiator ⟦iqn.1991-05.com.microsoft⟧:host, --nqn=⟦nqn.1988-11.com.dell⟧:SFSS,"
            + " ⟦IQN.2003-01.de.example.se⟧");
    // not another first label, nor another date
    assertPrecise(
        "⸠iqa.1991-05.com.microsoft⸡ ⸠aqn.1991-05.com.microsoft⸡ ⸠ixn.1991-05.example.de⸡"
            + " ⸠iqx.1991-05.example.de⸡ ⸠iqns.1991-05.example.de⸡ ⸠iqn.199-105.example.de⸡"
            + " ⸠nqn.1991x05.example.de⸡ ⸠iqn.1991-0a.example.de⸡ ⸠iqn.1991-05x.example.de⸡"
            + " ⸠iqn.1991-5.example.de⸡ ⸠iqn.example.com⸡");
    // (ASCII only, as RFC 3720 writes them: a Turkish dotted capital I lower-cases to i elsewhere)
    assertPrecise("⸠İqn.1991-05.com.example.de⸡");
    // (the name read no further than the text: a host shorter than a year and a month at its end)
    assertPrecise("see ⸠iqn.de⸡");
  }

  public void testNewsgroups() {
    // a Usenet hierarchy first, a word TLD last, three labels or more
    assertPrecise("post to ⟦comp.unix.shell⟧ or ⟦rec.sport.hockey⟧, see ⟦alt.destroy.microsoft⟧\n");
    assertPrecise(
        "⟦sci.crypt.research.app⟧ ⟦soc.culture.misc.app⟧ ⟦humanities.lit.app⟧"
            + " ⟦misc.test.app⟧ ⟦gnu.cvs.help⟧\n");
    // any name under a word TLD after RFC 5538's news: without //
    assertPrecise(
        "at <a href=\"news:⟦gnu.cvs.help⟧\">news:⟦gnu.cvs.help⟧</a> <news:⟦de.comp.lang.app⟧>\n");
    // not under RFC 1591's TLDs or a country's code, nor two labels, nor news. or talk.
    assertPrecise(
        "⸠misc.dnsbl.sorbs.net⸡ ⸠soc.srcf.net⸡ ⸠comp.example.de⸡ ⸠comp.shell:119⸡ ⸠news.example.app⸡"
            + " ⸠talk.example.app⸡ ⸠compx.unix.shell⸡ ⸠gnu.example.org⸡\n");
    // news:// names a server; another scheme's name
    assertPrecise(
        "news://⸠news.example.com/comp.x⸡ mynews:⸠de.comp.lang.app⸡ news:⸠news.gmane.org⸡"
            + " news:⸠news.example.de⸡\n");
  }

  public void testMembersNamedByOneLetter() {
    // a capital alone, a TLD in title case: SymPy's singletons, with or without a path
    assertPrecise("    return (⟦S.One/(root(3⟧, 6)*pi) and ⟦S.Zero⟧ or ⟦X.Org⟧\n");
    // not another case, a longer first label, a capital inside the TLD, or more labels
    assertPrecise(
        "⸠x.org⸡ ⸠X.org⸡ ⸠X.org/x⸡ ⸠XY.Org/x⸡ ⸠X.ORG/x⸡ ⸠É.Org/x⸡ ⸠S.One.com⸡ ⸠S.One.de/x⸡\n");
  }

  public void testMacBundles() {
    // a bundle's contents after the name: MacOS, Resources …
    assertPrecise("(e.g. ⟦MyApp.app/Contents/Resources/⟧) and ⟦VLC.app/Contents/MacOS/VLC⟧\n");
    // not another path, another TLD, or a port
    assertPrecise(
        "⸠example.app/contents/x⸡ ⸠example.app/Content/x⸡ ⸠example.dev/Contents/x⸡"
            + " ⸠example.app:80/Contents/x⸡ ⸠example.app/x⸡ ⸠example.app/Contents⸡\n");
    // (the text read no further than its end)
    assertPrecise("see ⸠example.app/Cont⸡");
  }

  public void testCodeNamedByADecoratorOrAMacro() {
    assertPrecise("Added ⟦rich.repr.auto⟧ decorator, the ⟦x.y.name⟧ macro\n");
    // not the plural, a site's decorators
    assertPrecise("the ⸠example.org⸡ decorators\n");
    assertPrecise("see the ⟦foo.bar.name⟧ macro, not the ⸠foo.bar.name⸡ macros\n");
  }

  public void testKeyOfADictThatStartsItsLine() {
    assertPrecise("    \"⟦progress.filesize.total⟧\": Style(color=\"green\"),\n");
    assertPrecise("\"⟦pos.galactic.lat⟧\":[1]\n");
    // not one whose value is a table, a site's settings, nor a key after another on its line
    assertPrecise("    \"⸠nitter.kavin.rocks⸡\": {\n    \"⸠a.b.rocks⸡\":   {\n");
    assertPrecise("    \"⸠a.b.name⸡\" : 1,\n");
    assertPrecise("    \"⸠a.b.name⸡\", 1\n");
  }

  public void testKeyOfAConfiguration() {
    assertPrecise(
        "self._conf.get(\"⟦spark.driver.host⟧\") and config.get('⟦init.author.email⟧')"
            + " or SETTINGS.get(\"⟦a.b.name⟧\")\n");
    // not under RFC 1591's TLDs (configparser's sections), nor another call, nor another object
    assertPrecise(
        "config.get('⸠bitbucket.org⸡', 'x') conf.getx(\"⸠a.b.name⸡\")"
            + " requests.get(\"⸠api.example.dev⸡\") x.get(\"⸠a.b.name⸡\")\n");
    assertPrecise("confxget(\"⸠a.b.name⸡\") and conf.get \"⸠a.b.name⸡\"\n");
  }

  public void testEventNames() {
    assertPrecise(
        "var e = $.Event('⟦show.bs.tab⟧', {x}); n=r.Event(\"⟦hide.bs.tab⟧\",{}); el.trigger('⟦a.b.tab⟧')\n");
    // not another call's, nor a later argument
    assertPrecise("getEventsFor('⸠example.com⸡') and $.Event(x, '⸠a.b.tab⸡')\n");
    // or handled by jQuery's .on, .one, .off
    assertPrecise("$(el).on('⟦shown.bs.tab⟧', f); $(d).off('⟦a.b.tab⟧')\n");
    assertPrecise("⟦x.one⟧('⟦a.b.tab⟧') y\n");
    // not a function's whose name merely ends so, nor one called without a receiver
    assertPrecise(
        "version('⸠a.b.tab⸡'), x.done('⸠c.b.tab⸡'), on('⸠d.b.tab⸡'), x.onx('⸠e.b.tab⸡')\n");
  }

  public void testHtmlCommentEndIsNoArrow() {
    // MHonArc hides an address's parts in HTML comments; --> ends one, -> is C's or Perl's arrow
    assertPrecise("mhonarc<!--\n-->&#64;<!--\n-->⸠mhonarc.org⸡</a>\n");
    assertPrecise("kmccann<!--\n-->&#64;<!--\n-->⸠idrc.ca⸡\nic->⟦core.im⟧ and $x->⟦a.b.de⟧\n");
    assertPrecise("a long arrow --->⸠c.b.de⸡\n");
  }

  public void testInstanceofOperand() {
    assertPrecise("if (x instanceof ⟦ui.dialog.de⟧) {} a instanceof ⟦ns.widget.de?e=a:f⟧\n");
    assertPrecise("not instanceofs ⸠ui.dialog.de⸡, nor ⸠instanceof.de⸡\n");
  }

  public void testFunctionAssigned() {
    assertPrecise("a;⟦m.elements.br⟧=function(b){}; }⟦a.b.de⟧ = function (o) {}\n");
    // not a longer word
    assertPrecise("see ⸠c.b.de⸡=functional\n");
    assertPrecise("see ⸠d.b.de⸡ = functions\n");
  }

  public void testCallWithoutParentheses() {
    assertPrecise("        ⟦list.logger.info⟧ 'Forwarding'\n⟦app.log.chat⟧ \"x\"\n");
    // not in a line, nor but for a quotation, nor outside the TLDs that are words
    assertPrecise("see ⸠list.logger.info⸡ 'x'\n");
    assertPrecise("⸠irc.libera.chat⸡ is\n");
    assertPrecise("⸠a.example.com⸡ \"x\"\n");
    assertPrecise("⸠app.logger.chat⸡  'x'\n");
    assertPrecise("⸠app.logger.chat⸡,\"x\"\n");
  }

  public void testHostInUnderscoreEmphasis() {
    assertPrecise(
        "(server: _⸠irc.libera.chat⸡_, channel _#weechat_) and\n_⸠u.example.edu⸡_ will\n");
    assertPrecise(
        "(_⸠a.b.chat⸡_) [_⸠c.b.chat⸡_] x\t_⸠d.b.chat⸡_. y _⸠e.b.chat⸡_; z _⸠f.b.chat⸡_]\n");
    // not an identifier's underscores
    assertPrecise(
        "x_⟦irc.libera.chat⟧_ y, _⟦irc.libera.chat⟧_y, _⟦irc.libera.chat⟧ and ⟦a.b.chat⟧_\n");
    assertPrecise("see (⟦a.b.chat⟧_ y\n");
  }

  public void testAddressGluedToEscapedAt() {
    // reStructuredText escapes the underscores of _at_; HTML escapes the > that ends the address
    assertPrecise("* Helder Santana <helder.bs.santana\\_at\\_⸠gmail.com⸡>\n");
    assertPrecise("<li><p>Michal &lt;michal_at_⸠cihar.com⸡&gt;</p></li>\n");
    // the local part before it too
    assertPrecise("* Koo Youngmin <⟦youngminz.kr⟧\\_at\\_⸠gmail.com⸡>\n");
    // not half escaped, nor an address's end but &gt;, nor before no domain
    assertPrecise("x_at\\_⟦y.com⟧>\n");
    assertPrecise("michal_at_⟦cihar.com⟧&amp;\n");
    assertPrecise("⸠a.b.kr⸡\\_at\\_night\n");
    // under a country code too, unless a file's extension
    assertPrecise("&lt;olof.edlund_at_⸠upright.se⸡&gt; <a.voogt\\_at\\_⸠hccnet.nl⸡>\n");
    assertPrecise("<andrzej_at_⟦kynu.pl⟧> <b_at_⸠c.co.pl⸡>\n");
    // nor anything else escaped or glued
    assertPrecise("a\\Xat\\_⟦y.com⟧> ax_at\\_⟦y.com⟧> a\\_xy\\_⟦y.com⟧>\n");
    assertPrecise("⸠a.b.kr⸡\\_xy\\_⟦gmail.com⟧\n");
    assertPrecise("⸠a.b.kr⸡\\_atX_⟦gmail.com⟧\n");
    assertPrecise("⸠a.b.kr⸡\\_at\\⟦Xgmail.com⟧\n");
    assertPrecise("⸠a.b.kr⸡;_at\\_⟦gmail.com⟧\n");
    assertPrecise("⸠a.b.kr⸡\\;at\\_⟦gmail.com⟧\n");
  }

  public void testHostInMailsCapitals() {
    // capitals after the first label only, but the TLD in capitals too: mail's old spelling
    assertPrecise("128.32.149.68   ⸠mastodon.CS.Berkeley.EDU⸡ mastodon\n");
    assertPrecise("Cw ⸠okeeffe.CS.Berkeley.EDU⸡ and ⸠ucbarpa.Berkeley.EDU/x⸡\n");
    // not a TLD in lower case, nor .NET's
    assertPrecise("⟦typing.Final⟧, ⟦x.Foo.com⟧\n");
    assertPrecise("⟦x.Foo.NET⟧\n");
  }

  public void testTimePatternsEnd() {
    assertPrecise("timeFormat = 'HH:mm:⟦ss.lc⟧'; t: \"mm:⟦ss.lc⟧\"\n");
    // not after a word, nor but after a pattern letter and a :
    assertPrecise("host:⸠ss.lc⸡\n");
    assertPrecise("xmm:⸠ss.lc⸡\n");
    assertPrecise("mm ⸠ss.lc⸡\n");
    assertPrecise("HH:mm:⸠sx.lc⸡\n");
    assertPrecise("a x:⸠ss.lc⸡\n");
  }

  public void testRcsArchiveOfAFile() {
    assertPrecise("# $Sendmail: ⟦submit.mc⟧,v 8.17.1.9 2024-06-16 21:07:57 cowboy Exp $\n");
    // not without a revision
    assertPrecise("⸠submit.mc⸡,v8 and ⸠sendmail.mc⸡,v x\n");
    assertPrecise("⸠submit.mc⸡,vx1\n");
  }

  public void testAddressPlaceholderWithPrefixLength() {
    assertPrecise("* ⟦xxx.xxx.xxx.xxx/nn⟧ (CIDR) and ⟦co.co.co/x⟧\n");
    // not two labels
    assertPrecise("⸠co.co/x⸡\n");
  }

  public void testZabbixItemKeys() {
    // under a TLD that is a word: a key's parameters in brackets, or the value of a key named key
    assertPrecise("define('K', '⟦db.odbc.select⟧[<unique short description>,<dsn>]');\n");
    assertPrecise("          key: ⟦zyxel.4012f.contact⟧\n");
    assertPrecise("  - key: '⟦hp.server.contact⟧'\n");
    assertPrecise("key: \"⟦dell.server.contact⟧\"\n");
    // not a footnote, nor empty brackets, nor another key, nor one inside a line, nor a quote
    // left open
    assertPrecise("see ⸠irc.libera.chat⸡[1] and ⸠irc.libera.chat⸡[] x\n");
    assertPrecise("  monkey: ⸠zyxel.4012f.contact⸡\n");
    assertPrecise("Key: ⸠zyxel.4012f.contact⸡\n");
    assertPrecise("x key: ⸠irc.libera.chat⸡\n");
    assertPrecise("key: '⸠irc.libera.chat⸡\n");
    // nor outside the TLDs that are words
    assertPrecise("⸠a.example.com⸡[x] and key: ⸠b.example.com⸡\n");
  }

  public void testOneCharLabelInside() {
    // under a TLD that is a word, a placeholder or an index between a longer first label and the
    // last: a variable's name
    assertPrecise("fallback for \"⟦device.x.contact⟧\" and ⟦outlet.n.name⟧, ⟦lxc.net.0.link⟧\n");
    assertPrecise("Lemma('⟦feed.v.06.eat⟧')\n");
    // not a placeholder host of one-char labels, nor an address's, nor one char first or last
    assertPrecise("⸠a.b.domain.biz⸡\n");
    assertPrecise("⸠a.bc.chat⸡\n");
    assertPrecise("⸠12.x.chat⸡\n");
    assertPrecise("⸠ab.cd.chat⸡\n");
    assertPrecise("⟦ab.cd.e.chat⟧\n");
  }

  public void testIpv6AddressGivenToAName() {
    // a server's IPv6 address in brackets given to its name at a line's start, as an IPv4 one
    assertPrecise("⸠ns2.example.com⸡=192.0.2.1 and\n⸠ns1.example.com⸡=[2001:db8::1]\n");
    assertPrecise("⸠ns1.example.com⸡=[2001:db8::1]:5333\n");
    // not a list, nor one colon, nor a bracket left open
    assertPrecise("⟦ns3.example.de⟧=[x]\n");
    assertPrecise("⟦ns3.example.de⟧=[ab:cd]\n");
    assertPrecise("⟦ns3.example.de⟧=[2001:db8::1)\n");
    assertPrecise("⟦ns3.example.de⟧=(ab:cd:ef]\n");
  }

  public void testEventObjectsType() {
    // the quoted value of an event object's type: Bootstrap's events
    assertPrecise("$this.trigger({type:\"⟦hidden.bs.tab⟧\",relatedTarget:$this[0]})\n");
    assertPrecise("        type: '⟦shown.bs.tab⟧',\n");
    // not another key's, nor unquoted
    assertPrecise("        subtype: '⸠example.com⸡',\n");
    assertPrecise("        host: '⸠example.com⸡', type: ⸠example.com⸡\n");
  }

  public void testTemplateFieldsBetweenHashes() {
    // AWL's form fields, ##name##
    assertPrecise("<h2>⟦f.select##⟧ A select list</h2>\n");
    assertPrecise("<td class=\"left\">##⟦locale.select##</td>⟧ </tr>\n");
    // not an ad blocker's element rule, its selector after ##, nor one # after the host
    assertPrecise("! ⸠youtube.com###meal⸡\n");
    assertPrecise("⸠example.com##+js(set-cookie⸡, x)\n");
    assertPrecise("see ⸠example.com#top⸡\n");
  }

  public void testContentSecurityPolicySources() {
    // a host source after a directive and other sources, under a TLD rule 8 reads as a file's
    assertPrecise(
        "Header set Content-Security-Policy \"default-src 'self'; form-action 'self'"
            + " ⸠sis.redsys.es⸡; frame-ancestors 'self'\"\n");
    assertPrecise("img-src data: ⸠cdn.example.es⸡\n");
    assertPrecise("frame-ancestors ⸠portal.example.es⸡\n");
    // not after another word, nor after a source outside a directive's list
    assertPrecise("see ⟦sis.redsys.es⟧ for\n");
    assertPrecise("src ⟦sis.redsys.es⟧\n");
    assertPrecise("'self'; ⟦sis.redsys.es⟧\n");
  }

  public void testIdentifierEndingInFile() {
    // a usage line's variable named after a file is no file word before the host
    assertPrecise("\t$script_file ⸠davical.example.com⸡ [timezone_source]\n");
    assertPrecise("the file ⟦example.com⟧ is a DOS program\n");
  }

  public void testTclCommandsWithBracedWords() {
    // tcllib's debug tags: a command at a line's start, or after { or ;, then a word in braces
    // that starts right after its brace
    assertPrecise(
        " ⟦debug.pt/rdengine⟧ {[InstReturn]}\n"
            + "    method ok {} { ⟦debug.pt/rdengine⟧ {$self ok} ; return $myok }\n"
            + "set x 1;⟦debug.pt/rdengine⟧ {[Instruction si:void_leaf_symbol_end $symbol]}\n");
    // not a block, which opens with a blank or a line break (Caddy's site), nor an empty word,
    // nor a name no statement starts with, nor another bracket
    assertPrecise(
        "⸠example.com⸡ {\n  respond\n}\n⸠debug.pt/x⸡ {}\n⸠example.com⸡ { respond }\n"
            + "see ⸠example.com⸡ {x}\n⸠debug.pt/x⸡ [y]\n⸠debug.pt/x⸡\t{y}\n⸠debug.pt/x⸡ {");
  }

  public void testCssRuleOfAnElement() {
    // an element and its class, the rule's block opening at its line's end
    assertPrecise("#searchresult_box ⟦span.pr⟧ {\n    position: absolute;\n");
    assertPrecise("div.traceback div.source.expanded ⟦span.ws⟧ {\n");
    assertPrecise("   ⟦td.sm⟧ {\n");
    assertPrecise("#toc ul li ⟦div.li⟧ ul {\n");
    // not an element of one letter, nor what no element names, nor without a block or with an
    // empty one closed on its line
    assertPrecise("⸠a.example.de⸡ {\n");
    assertPrecise("⸠example.de⸡ {\n");
    assertPrecise("see ⸠span.pr⸡ and\n");
    assertPrecise("⸠span.pr⸡ {}\n");
    // a file's line scanned alone, without its line break: the block opens where it ends
    LinkScanner scanner = PRECISE.newScanner();
    char[] first = "a.b".toCharArray();
    scanner.reset(first, 0, first.length);
    for (String line : List.of("#searchresult_box span.pr {", "#searchresult_box span.pr { x")) {
      char[] chars = line.toCharArray();
      scanner.resetInSameText(chars, 0, chars.length);
      assertEquals(line, line.endsWith("{"), !scanner.next());
    }
  }

  public void testAssignmentInACodeSpan() {
    // a code span's first name, assigned
    assertPrecise("for example `⟦metadata.jupyter.foo⟧ = \"bar\"`.\n");
    assertPrecise("see <code>⟦smtp.server.de⟧ = x</code>\n");
    // not given an address, nor outside a code span
    assertPrecise("`⸠mail.example.de⸡ = 192.0.2.1`\n");
    assertPrecise("so ⸠example.de⸡ = ours, <code>⸠smtp.server.de⸡</code> = x\n");
  }

  public void testComparisonGluedToAName() {
    // minified code's comparison, the name right after the name it compares
    assertPrecise("x=r<⟦a.top?n.top=a.top-r:l⟧>⟦a.top⟧+a.height\n");
    // not POD's or roff's formatting codes, in capitals, nor an address in angle brackets
    assertPrecise("the domain C<⸠example.com⸡> and \\*(T<⸠git.debian.org⸡\\*(T>\n");
    assertPrecise("Jane <⸠example.com⸡>\n");
  }

  public void testAssignmentCommentedOut() {
    // a statement commented out: an assignment its ; ends
    assertPrecise("      //⟦state.next⟧ = ⟦state.codes⟧;\n");
    // not a host after a protocol-relative //, nor without the statement's end
    assertPrecise("see //⸠example.com⸡; and //⸠example.com⸡ = the site\n");
    assertPrecise("//⸠example.com⸡ is ours;\n");
  }

  public void testLoggerNamedInProse() {
    // quoted right after the word logger
    assertPrecise("# The logger \"⟦class.of.the.day⟧\" inherits its LogLevel\n");
    // not after another word, nor unquoted
    assertPrecise("# The host \"⸠class.of.the.day⸡\" and the logger ⸠class.of.the.day⸡\n");
  }

  public void testOlderJavadocsQualifiedNames() {
    // a package javadoc's tree splits before a link in capitals
    assertPrecise("<LI TYPE=\"circle\">⟦java.net⟧.<A HREF=\"x.html\">URLConnection</A>\n");
  }

  public void testSphinxModuleNames() {
    // a module under a TLD hosts share with code, where Sphinx's pages name modules
    assertPrecise("<li><a href=\"api.html#web.net.websafe\">websafe() (in module ⟦web.net⟧)</a>\n");
    assertPrecise("\"⟦web.net⟧\": [[0, 3, 1, \"\", \"htmlquote\"]], \"x\": [[1, 2, 3]]\n");
    assertPrecise(
        "<h2>⟦web.net⟧<a class=\"headerlink\" href=\"#⟦module-web.net⟧\" title=\"Permalink\">\n");
    assertPrecise(
        "<span class=\"sig-prename descclassname\"><span class=\"pre\">⟦web.net⟧.</span></span>\n");
    // the module index's entry, after a link to the module's own anchor (too long a link for the
    // anchor's text to be read as a page's beside this one)
    assertPrecise(
        "<a href=\"reference/resources.html#⟦module-web.net⟧\"><code class=\"xref\">⟦web.net⟧</code></a></td>\n");
    // not after a link to another module's anchor, nor another element
    assertPrecise(
        "<a href=\"reference/resources.html#⟦module-web.org⟧\"><code class=\"xref\">⸠web.net⸡</code></a></td>\n");
    assertPrecise(
        "<a href=\"reference/resources.html#⟦mod-web.net⟧\"><code class=\"xref\">⸠web.net⸡</code></a></td>\n");
    assertPrecise(
        "<a href=\"reference/resources.html#⟦module-web.net⟧\"><samp class=\"xref\">⸠web.net⸡</samp></a></td>\n");
    // an object a language's domain cross-references, newer Sphinx's class and older's
    assertPrecise(
        "<code class=\"xref py py-mod docutils literal notranslate\"><span class=\"pre\">⟦aiomysql.sa⟧</span></code>\n");
    assertPrecise(
        "<code class=\"xref c c-func docutils literal\"><span class=\"pre\">⟦foo.sa⟧</span></code>\n");
    // not the standard domain's references, sections', nor two domains, nor a literal alone
    assertPrecise(
        "<span class=\"xref std std-ref docutils literal notranslate\"><span class=\"pre\">⸠foo.sa⸡</span>\n");
    assertPrecise(
        "<code class=\"xref py js-mod docutils literal notranslate\"><span class=\"pre\">⸠foo.sa⸡</span></code>\n");
    assertPrecise(
        "<code class=\"xref pyx py-mod docutils literal notranslate\"><span class=\"pre\">⸠foo.sa⸡</span></code>\n");
    assertPrecise(
        "<code class=\"xref xpy py-mod docutils literal notranslate\"><span class=\"pre\">⸠foo.sa⸡</span></code>\n");
    assertPrecise(
        "<code class=\"xref py.py-mod docutils literal notranslate\"><span class=\"pre\">⸠foo.sa⸡</span></code>\n");
    assertPrecise(
        "<code class=\"docutils literal notranslate\"><span class=\"pre\">⸠foo.sa⸡</span></code>\n");
    // not a section's title in the index, a heading's other permalink, nor prose's brackets
    assertPrecise("\"⸠openvswitch.org⸡\": [[43, \"openvswitch-org\"]]\n");
    assertPrecise("<h2>⸠mozilla.org⸡<a class=\"headerlink\" href=\"#mozilla-org\">\n");
    assertPrecise("see (in module ⸠example.com⸡ ) and (in ⸠example.com⸡)\n");
    assertPrecise("see ⸠example.com⸡\": [[0, 1, 2]]\n");
    assertPrecise("\"⸠example.com⸡\": [[, , ]]\n");
    assertPrecise("<p>See <span>⸠example.com⸡.</span></p>\n");
  }

  public void testModelAttribute() {
    // a model's name in Tryton's and Odoo's records, also highlighted
    assertPrecise("  <record model=\"⟦ir.action.report⟧\" id=\"report_sale\">\n");
    assertPrecise(
        "<span class=\"na\">model=</span><span class=\"s\">&quot;⟦ir.action.report⟧&quot;</span>\n");
    // not another attribute, nor a key
    assertPrecise("datamodel=\"⸠example.com⸡\" model: \"⸠example.com⸡\"\n");
  }

  public void testTsigAlgorithmNames() {
    // RFC 8945's names of algorithms, written as domain names
    assertPrecise("'tsig_algorithm': '⟦hmac-md5.sig-alg.reg.int⟧', ⟦HMAC-MD5.SIG-ALG.REG.INT⟧\n");
    // not the registry's own name, nor another name under reg.int
    assertPrecise("see ⸠sig-alg.reg.int⸡ and ⸠example.reg.int⸡\n");
  }

  public void testPlaceholderDirectories() {
    // a spool's numbered directories, a letter three times or more, under a name rule 8 reads as a
    // file's or a member's
    assertPrecise(
        "the hashed ⟦message.id/nnn/⟧ links, ⟦message.id/NNN⟧, ⟦message.id/DDD/mids⟧ and"
            + " ⟦spool.py/XXXX/y⟧\n");
    // not a link's placeholder, nor a name two letters, nor a TLD neither reads so, nor a port
    assertPrecise(
        "⸠example.com/XXX⸡, ⸠vid.plus/xxxx⸡, ⸠kompas.id/baca⸡, ⸠message.id/NN/⸡, ⸠message.id/NNNx⸡,"
            + " ⸠message.id/NN3⸡, ⸠message.id/333⸡, ⸠message.id:80/NNN⸡, ⸠a.message.id/NNN⸡, ⸠example.co.id/NNN⸡\n");
  }

  public void testCloudInstanceTypes() {
    // a family (letters, a generation's digits, letters), then a size, times a number if any
    assertPrecise(
        "        \"⟦m4.2xlarge.search⟧\",\n        \"⟦r6g.large.search⟧\",\n"
            + " ⟦ultrawarm1.medium.search⟧ ⟦t2.micro.search⟧ ⟦or1.12xlarge.search⟧ ⟦c5d.metal.de⟧"
            + " ⟦x1.nano.de⟧ ⟦i3.small.de⟧");
    // not another size, first label, or number of labels
    assertPrecise(
        "⸠m4.huge.search⸡ ⸠m4.xxlarge.de⸡ ⸠m.large.search⸡ ⸠4m.large.de⸡ ⸠m4-x.large.de⸡"
            + " ⸠M4.large.de⸡ ⸠m4.large.example.de⸡ ⸠m4x.largest.de⸡ ⸠m4.largex.de⸡");
  }

  public void testWwwOnly() {
    String text = "see example.com, www.example.org/a, https://example.net and me@example.com";
    List<Link> links = WWW_ONLY.detect(text);
    assertEquals(
        Set.of("www.example.org/a", "https://example.net", "me@example.com"),
        Set.copyOf(links.stream().map(l -> l.text(text)).toList()));
  }

  public void testContextStopsAtTheScannedRange() {
    // the char before the range is not context: the same host is a link in the range [4, end)
    char[] text = "src/setup.org".toCharArray();
    List<Link> inRange = PRECISE.detect(text, 4, text.length);
    assertEquals(1, inRange.size());
    assertEquals(0, PRECISE.detect(text, 0, text.length).size());
  }

  /**
   * file_extensions_file: a list replaces the bundled one; a MIME database is read as the bundled
   * ones are.
   */
  public void testReplacedFileExtensions() {
    assertEquals(
        Set.of("org", "tar", "makefile.*"),
        FileExtensions.parse("# mine\norg\n*.TAR  # archives\n\nMakefile.*\n"));
    assertEquals(
        Set.of("py", "sconscript.*"),
        FileExtensions.parse(
            "<mime-info><mime-type type=\"text/x-python\">"
                + "<glob pattern=\"*.py\"/><glob pattern=\"SConscript.*\"/></mime-type>"
                + "<mime-type type=\"application/x-foo\"><glob pattern=\"*.foo\"/>"
                + "</mime-type></mime-info>"));
    // ph-xml's format: only what it has from shared-mime-info
    assertEquals(
        Set.of("mk", "makefile.*", "readme.*"),
        FileExtensions.parse(
            "<mime-type-info><item source=\"shared-mime-info\"><mime-type>text/x-makefile</mime-type>"
                + "<glob>Makefile.*</glob><glob>README*</glob>"
                + "<extension>mk</extension><extension source=\"old\">mak</extension></item>"
                + "<item source=\"old\"><mime-type>video/gl</mime-type><extension>gl</extension>"
                + "</item></mime-type-info>"));
    expectThrows(
        IllegalArgumentException.class, () -> FileExtensions.parse("py\nnot an extension\n"));
    LinkDetector mine = preciseWith("de\norg");
    String text = "see gnu.de and setup.py";
    assertEquals(List.of("setup.py"), mine.detect(text).stream().map(l -> l.text(text)).toList());
    assertEquals(List.of("gnu.de"), PRECISE.detect(text).stream().map(l -> l.text(text)).toList());
    // a list's own names with any extension
    LinkDetector named = preciseWith("Kconfig.*");
    String kconfig = "see Kconfig.de and gnu.org";
    assertEquals(
        List.of("gnu.org"), named.detect(kconfig).stream().map(l -> l.text(kconfig)).toList());
    // names come with the list too: a list without them knows none
    assertEquals(
        List.of("Makefile.org"),
        mine.detect("fix Makefile.org").stream().map(l -> l.text("fix Makefile.org")).toList());
    // RFC 1591's generic TLDs are never taken for file extensions (freedesktop.org's *.org)
    assertEquals(
        List.of("gnu.org"),
        mine.detect("see gnu.org").stream().map(l -> l.text("see gnu.org")).toList());
  }

  public void testCopiesOfThePublicSuffixList() {
    // rules the list has since dropped (the museums' names), in a copy that listed rules of two
    // labels before them: those vouch for their frame, a line alone or a table's
    assertPrecise("ac\n⸠com.ac⸡\n⸠edu.ac⸡\nmuseum\n⸠state.museum⸡\n⸠ushistory.museum⸡\n");
    assertPrecise(
        "\t{1, \"⸠com.ac⸡\", 1, false},\n\t{1, \"⸠edu.ac⸡\", 1, false},\n"
            + "\t{1, \"⸠archaeology.museum⸡\", 2, false},\n");
    // not one rule, nor rules in another frame
    assertPrecise("ac\n⸠com.ac⸡\nmuseum\n⟦state.museum⟧\n");
    assertPrecise("\"⸠com.ac⸡\",\n\"⸠edu.ac⸡\",\nmuseum\n⟦state.museum⟧\n");
  }

  public void testTitleCaseGenericTlds() {
    // a name's case: nmap's Insecure.Org, a host's; not .Net, which names namespaces, nor a
    // lower-case first label's (module.Class), nor a country code's
    assertPrecise(
        "Reference stylesheet from ⸠Insecure.Org⸡ for; ⸠Example.Com⸡; by"
            + " ⸠DUPHY4.Physics.Drexel.Edu⸡");
    assertPrecise("⟦Example.De⟧");
    assertPrecise("using ⟦System.Net⟧; ⟦x.Com⟧ and ⟦Makefile.PL⟧");
  }

  public void testIrcServersUnderWordTlds() {
    // in reStructuredText's code, under a TLD that is a word: three labels, the first irc
    assertPrecise("You can also join ``#pyca`` on ``⸠irc.libera.chat⸡`` to ask");
    // not Python's modules, nor another first label, nor four labels (WeeChat's options)
    assertPrecise("``⟦irc.bot⟧`` and ``⟦chat.libera.chat⟧``, ``⟦irc.server.libera.chat⟧``");
    // nor in a text whose code has irc, or its first two labels, as a namespace
    assertPrecise("set irc.colour on; ``⟦irc.libera.chat⟧``");
    assertPrecise("set irc.ctcp.version and ⟦irc.ctcp.ping⟧ to ``⟦irc.ctcp.chat⟧``");
  }

  public void testPerlNetworkClientsConstructors() {
    // the first argument of a constructor of a class under Net::
    assertPrecise(
        "$ldap = Net::LDAP->new( '⸠remote.host⸡', async => 1 );\n"
            + "$ldap = Net::LDAP->new ( \"⸠yourLDAPhost.yourCompany.com⸡\" ) or die;\n");
    // not another class's, nor a later argument
    assertPrecise(
        "$x = Foo::LDAP->new( '⟦remote.host⟧' );\n$y = Net::LDAP->new( $h, '⟦remote.host⟧' );\n");
  }

  public void testHostnameKeys() {
    assertPrecise("DOCKER_HOSTNAME = '⸠docker.io⸡'\nDOCKER_IMAGE = '⟦docker.io⟧'\n");
  }

  public void testCaselessNamesBeforeCapitalTlds() {
    // a name in a script without case, whose TLD's capitals follow no code's convention (IDNA's
    // test data, AnyEvent::Util's example)
    assertPrecise("⸠日本語.Jp⸡; ⸠齙--4.SS⸡; e.g. ⸠日本語。ＪＰ⸡) to a pure-ASCII domain name");
    // a cased first label's still do, and digits' alone, and a sentence's run into a name
    assertPrecise("a ⟦Makefile.PL⟧, ⟦README.CR⟧, ⟦typing.Final⟧; must end in [⟦0-9.eE⟧]");
    assertPrecise("(e.g.'⟦1223212411.M907959P17184.host⟧,S=3271:2,SZ')");
    assertPrecise("执行两种类型的地址解析，⟦静态翻译和动态翻译。静态翻译使用System.map⟧");
  }

  public void testALabelsUnderFileExtensions() {
    // IDNA's ASCII form names no file
    assertPrecise("⸠xn--iwb.ss⸡ and ⸠xn--bcher-kva.py⸡, not ⟦setup.py⟧ nor ⟦main.ss⟧");
    // nor a namespace beside a neighbour whose last label is no TLD (IDNA's test data)
    assertPrecise("xn--iwb.xn--zca570n; ; ⸠xn--iwb.ss⸡; [] # ࡓ.ß");
  }

  public void testCountryCategoriesInQuotes() {
    // a country's category of names, quoted as a domain's example
    assertPrecise("host.cookie_domain?(\"⸠co.uk⸡\")  #=> false");
    assertPrecise("reject cookies with domains like \"com\" and \"⸠co.jp⸡\"");
    // not a key or a file of two labels under a country code, nor a second-level rule whose first
    // label is no category's
    assertPrecise("see '⟦info.at⟧' and '⟦hostname.mc⟧' here");
    assertPrecise("see \"⟦key.cu⟧\" or \"⟦my.id⟧\" here");
  }

  public void testRegistryZonesInCapitals() {
    // a registry's zones in capitals, as WHOIS tables list them
    assertPrecise("fixes for ⸠COM.UA⸡ ⸠ORG.UA⸡ ⸠BIZ.UA⸡ zones");
    assertPrecise("    ⸠DE.COM⸡ ⸠whois.centralnic.com⸡\n    ⸠GOB.MX⸡  ⸠whois.nic.mx⸡\n");
    // not files in capitals, under a file's extension or no rule
    assertPrecise("run ⟦INFO.PL⟧ and ⟦README.CR⟧, ⟦COMMAND.COM⟧ now");
  }

  public void testQuotedHostKeys() {
    // the value of a key host, hostname or domain quoted as the value is, a dictionary's, or after
    // Perl's =>, in any case
    assertPrecise("{'domain': '⸠github.io⸡', \"hostname\": \"⸠lemonde.fr⸡\"}");
    assertPrecise("new Net::XWhois Domain => \"⸠bit.ch⸡\", SSL_hostname => '⸠foo.bar⸡',");
    // not another key, nor a value unquoted after =>
    assertPrecise("fld = '⟦pantheon.io⟧'; srvname = \"⟦myvhost.fr⟧\"; host => ⟦x.fr⟧");
  }

  public void testWhoisServersUnderFileExtensions() {
    // whois and two labels or more, under a TLD that is also a file's extension
    assertPrecise(":whois|⸠whois.nic.gp⸡\n:whois|⸠whois.registry.in⸡\n    MS  ⸠whois.nic.ms⸡\n");
    // not two labels, another first label, or a file's extension before the TLD
    assertPrecise("see ⟦whois.pl⟧, ⟦mywhois.nic.pl⟧ and ⟦whois.conf.in⟧ here");
  }

  public void testCountryCategoriesInLiterals() {
    // a country's category of names in reStructuredText's literal
    assertPrecise("it returns ``⸠co.uk⸡``, then ``⸠com.au⸡``.");
    // not another name under a country code, nor a category in TeX's quotes
    assertPrecise("it returns ``⟦kiev.ua⟧`` and ``⟦hostname.mc⟧``.");
  }

  public void testFileDirectives() {
    // a name quoted after the word file, BIND's zone file, also with HTML's escaped quote
    assertPrecise("zone \"⸠example.com⸡.\" IN {\n  file \"⟦named.example.com⟧\";\n};\n");
    assertPrecise("  file &quot;⟦named.example.com⟧&quot;;\n");
    // not after a longer word, nor the name after a file word and other words
    assertPrecise("profile \"⸠named.example.com⸡\"; file is \"⸠named.example.com⸡\"");
  }

  public void testSelectorArguments() {
    // an element and its class, quoted first in a call that selects elements
    assertPrecise("$name = rtrim($li->find('⟦span.trend.name⟧', 0)->plaintext);");
    assertPrecise("$r->find('⟦div.hidden-lists.review⟧' , 0); $d->find('⟦a.author.name⟧', 0)");
    assertPrecise("document.querySelector(\"⟦div.note.info⟧\"); $('⟦li.menu.store⟧')");
    // not a name an element does not start, another call, nor a later argument or one after a
    // space
    assertPrecise("$d->find('⸠example.com.au⸡'); lookup('⸠div.example.org⸡')");
    assertPrecise("find(x, '⸠div.example.org⸡'), find( '⸠div.example.org⸡')");
  }

  public void testQuotedValuesOfPairs() {
    // a name of two labels under a country code quoted as a pair's value: a quoted key and ":", or
    // Perl's =>
    assertPrecise("{'fld': '⸠pantheon.io⸡', \"tld\": \"⸠lemonde.fr⸡\"}");
    assertPrecise("  'srvname' => '⸠myvhost.fr⸡',\n  srvname => \"⸠myvhost.fr⸡\",\n");
    // not a table's first string, an option's value, a key unquoted before ":", nor an empty key
    assertPrecise("{ \"⟦key.cu⟧\", \"Currency\" } --namespace=\"⟦k8s.io⟧\"");
    assertPrecise("name: '⟦hostname.mc⟧' and '': '⟦hostname.mc⟧'");
    // nor a member named as the key, nor one char's name
    assertPrecise("{\"tz\": \"⟦dtype.tz⟧\"}, {\"mon\": \"⟦B.er⟧\"}");
  }

  public void testHostPortAndClassFieldsAfterAColon() {
    // a host, its port and a class as an ircd's line writes them after a colon: no file's line and
    // column, so no file the text names later
    assertPrecise("C:⸠nic.funet.fi⸡::⸠nic.funet.fi:6667⸡:1\nconnect to \"⸠nic.funet.fi⸡\" first\n");
    // a file's line and column otherwise, and its name a file's later in the text
    assertPrecise("at ⟦nic.funet.fi:6667⟧:1\nconnect to \"⟦nic.funet.fi⟧\" first\n");
  }

  public void testServersNamedByTheirRoleKeepTheirCapitals() {
    // an IRC network's server and a WHOIS server, the network's or the registrar's capitals kept
    assertPrecise("- The IRC channel: #zynaddsubfx on ⸠irc.Libera.chat⸡\n");
    assertPrecise("    (⸠whois.InternetNamesWW.com⸡) and BULKREG (⸠whois.bulkregister.com⸡)\n");
    // not a module and its class under another first label, nor an IRC name the text's code uses
    // as a namespace
    assertPrecise("see ⟦ircd.Libera.chat⟧ and ⟦who.InternetNamesWW.com⟧");
    assertPrecise("irc.Libera.setup();\nand ⟦irc.Libera.chat⟧ too\n");
  }

  public void testHostsNamedByServerAndProxyKeys() {
    // the value of a key server or proxy, or of one whose last camelCase word names a host
    assertPrecise("'server': '⸠irc.foo.chat⸡', NextProxy=\"⸠host.name⸡\"");
    assertPrecise("  - no_proxy=⸠foo.bar⸡ will skip the proxy\n");
    // not a key whose name merely contains the word, nor a value unquoted after spaces
    assertPrecise("webserver: '⟦foo.bar⟧', Serverless=\"⟦host.name⟧\", proxy = ⟦foo.bar⟧");
  }

  public void testQuotedHostsUnderHost() {
    // a string under .host as a host key's value: a placeholder, not code copying a member
    assertPrecise("'host': '⸠remote.host⸡', host => \"⸠my.host⸡\"");
    // code copies a member unquoted
    assertPrecise("  { host: ⟦uri.host⟧, port: uri.port }");
  }

  public void testPythonStringPrefixes() {
    // a pair's value with Python's prefix, as a quoted value without one
    assertPrecise("  'tld': u'⸠kawasaki.jp⸡',\n  'suffix': b'⸠kawasaki.jp⸡',\n");
    // not a prefix of two letters, nor a letter that ends a name
    assertPrecise("'x': bu'⟦foo.fr⟧', x: menu'⟦foo.fr⟧'");
  }

  public void testModulePagesTitledByTheirNames() {
    // a module's page titled by its name and an em dash, in its title or a link's, or after a link
    // to the module's own anchor
    assertPrecise(
        "<title>⟦aiomysql.sa⟧ — support for SQLAlchemy &mdash; aiomysql 0.1.1 documentation</title>");
    assertPrecise("<link rel=\"next\" title=\"⟦aiomysql.sa⟧ — support for SQLAlchemy\" />");
    assertPrecise("<a href=\"sa.html#⟦module-aiomysql.sa⟧\" title=\"⟦aiomysql.sa⟧: support for\">");
    // not a site's title under com, org or net, nor a title after another module's anchor
    assertPrecise("<title>⸠example.com⸡ — Home</title> <a title=\"⸠example.com⸡: home\">");
    assertPrecise("<a href=\"#⟦module-foo.io⟧\" title=\"⸠bar.io⸡: x\">");
  }

  public void testNewsgroupsNamedSo() {
    // a newsgroup named by the noun right before it, quoted or not, or right after it, whatever
    // its TLD
    assertPrecise("  -> Newsgroup '⟦fj.rec.tv⟧'.\nNewsgroups: ⟦gmane.linux.man⟧\n");
    assertPrecise("The ⟦comp.mail.mh⟧ newsgroup has more, as \"LIST NEWSGROUP ⟦news.group⟧\"");
    // not a server after other words, nor a name before another word
    assertPrecise("the newsgroups server ⸠news.example.com⸡, the ⸠news.gmane.io⸡ newsletter");
    // nor a server's newsgroups, or a hierarchy's
    assertPrecise("getlist -h ⸠news.uu.net⸡ newsgroups, the ⸠bofh.net⸡ newsgroups");
  }

  public void testFirstQuotedArgumentsInCode() {
    // in a text that shows more code than links, a call's first argument of more, quoted, three
    // labels or more under a word TLD: a key or a view's name
    assertPrecise(
        "util.inspect, module.exports, os.environ\n"
            + "$t = new CPartial('⟦configuration.tags.tab⟧', [\n"
            + "$app->singleton( \"⟦command.storage.link⟧\", function () {\n");
    // not before a number, a host's port, nor alone, nor after no call's name
    assertPrecise(
        "util.inspect, module.exports, os.environ\n"
            + "connect(\"⸠web.libera.chat⸡\", 6667) f(\"⸠web.libera.chat⸡\") ((\"⸠web.libera.chat⸡\", x)\n");
    // nor in a text that shows no code
    assertPrecise("new CPartial('⸠configuration.tags.tab⸡', [");
  }

  public void testHostsNamedAsTheReaders() {
    // a manual's placeholder for its reader's host, under .host: a link, even as the value of a
    // key named host, as code's members are
    assertPrecise(
        "\\& host = ⸠my.host⸡\nReplace ⸠your.host⸡ with your domain name.\n"
            + "some_dir on the ⸠other.host⸡ machine\n");
    // code's other, the parameter of a comparison or a copy, stays code
    assertPrecise(
        "        ⟦self.host⟧ = ⟦other.host⟧\n        return ⟦self.host⟧ == ⟦other.host⟧\n");
    // and other words, other TLDs
    assertPrecise("host = ⟦the.host⟧\nname = ⟦my.name⟧\n");
  }

  public void testConditionsOfJumps() {
    // Ruby's condition after return, next or break: code
    assertPrecise(
        "        return unless ⟦context.opts.stream⟧\n        next if ⟦context.opts.stream⟧\n");
    // not prose's if, nor a word ending in return
    assertPrecise(
        "It returns if ⸠example.org⸡ answers; if ⸠example.net⸡ does, noreturn if ⸠x.org⸡\n");
  }

  public void testZonesInATableOfWhoisServers() {
    // a zone in capitals, then blanks and its WHOIS server on its line (Net::Whois::Raw's data)
    assertPrecise(
        "    ⸠PALANA.RU⸡           ⸠whois.nic.ru⸡\n    ⸠KR.COM⸡\t⸠whois.centralnic.com⸡\n");
    // capitals before another word, or alone, stay no host
    assertPrecise("    ⟦PALANA.RU⟧           whoisit\n⟦KR.COM⟧\n");
  }
}
