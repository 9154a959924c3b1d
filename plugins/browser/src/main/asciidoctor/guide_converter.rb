# The `memlineage-guide` Asciidoctor backend: AsciiDoc to the slide HTML that Neo4j Browser 5 renders for
# `:guide NAME` (<article class="guide"><carousel><slide>…), as Neo4j's own guides are produced from AsciiDoc.
# It extends the built-in HTML5 converter, so paragraphs, tables, lists and inline markup convert as usual;
# only the document, its `==` sections (one slide each) and listing blocks (runnable queries) differ.
class MemlineageGuideConverter < (Asciidoctor::Converter.for 'html5')
  register_for 'memlineage-guide'

  def initialize backend, opts = {}
    super
    basebackend 'html'
    outfilesuffix '.html'
    filetype 'html'
  end

  def convert_embedded node
    %(<title>#{node.doctitle}</title>
<article class="guide">
<carousel class="deck container-fluid">
#{node.content}
</carousel>
</article>
)
  end

  alias convert_document convert_embedded

  def convert_section node
    return super unless node.level == 1
    %(
<slide class="row-fluid">
<div class="col-sm-12">
<h3>#{node.title}</h3>
#{node.content}
</div>
</slide>
)
  end

  # A query: Browser copies a `pre.runnable` into its editor on click and runs it from its play icon.
  def convert_listing node
    name = node.id ? %( data-memlineage="#{node.id}") : ''
    %(<pre class="code runnable"#{name}>#{node.content}</pre>)
  end

  def convert_paragraph node
    role = node.role ? %( class="#{node.role}") : ''
    %(<p#{role}>#{node.content}</p>)
  end

  def convert_table node
    rows = node.rows.body.map do |row|
      %(<tr>#{row.map { |cell| %(<td>#{cell.text}</td>) }.join}</tr>)
    end
    %(<table class="#{node.role || 'table'}">
#{rows.join "\n"}
</table>)
  end
end
