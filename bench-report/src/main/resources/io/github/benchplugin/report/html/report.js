// Sorting, filtering and paging of the results table. Works on the rendered table only:
// nothing is fetched, and the page reads fine without it.
(function () {
  "use strict";
  var table = document.getElementById("results-table");
  if (!table) { return; }
  // The page size the report was written with: rows past the first page arrive hidden.
  var PAGE = parseInt(table.dataset.page, 10) || 100;
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.querySelectorAll("tr[data-row]"));
  var summary = body.querySelector("tr.summary");
  var text = document.getElementById("filter-text");
  var verdict = document.getElementById("filter-verdict");
  var warning = document.getElementById("filter-warning");
  var status = document.getElementById("pager-status");
  var page = 0;
  var shown = rows;

  function cellText(row, index) { return row.cells[index].textContent; }
  function number(value) {
    var match = /^-?[0-9][0-9,]*(\.[0-9]+)?/.exec(value.trim());
    return match ? parseFloat(match[0].replace(/,/g, "")) : NaN;
  }
  function compare(index, numeric, direction) {
    return function (a, b) {
      var x = cellText(a, index), y = cellText(b, index);
      if (numeric) {
        var nx = number(x), ny = number(y);
        if (isNaN(nx) !== isNaN(ny)) { return isNaN(nx) ? 1 : -1; }
        if (!isNaN(nx) && nx !== ny) { return (nx - ny) * direction; }
      }
      return x.localeCompare(y) * direction || (a.dataset.row - b.dataset.row);
    };
  }
  function render() {
    var pages = Math.max(1, Math.ceil(shown.length / PAGE));
    page = Math.min(Math.max(page, 0), pages - 1);
    var visible = {};
    shown.slice(page * PAGE, page * PAGE + PAGE).forEach(function (r) { visible[r.dataset.row] = true; });
    rows.forEach(function (r) {
      var hide = !visible[r.dataset.row];
      if (r.hidden !== hide) { r.hidden = hide; } // untouched rows cost no style work
    });
    status.textContent = shown.length === 0 ? "no row matches" : "rows " + (page * PAGE + 1) + "\u2013"
        + Math.min(shown.length, page * PAGE + PAGE) + " of " + shown.length
        + (shown.length < rows.length ? " (filtered from " + rows.length + ")" : "");
  }
  function filter() {
    var needle = text.value.trim().toLowerCase();
    shown = rows.filter(function (r) {
      return (!needle || r.dataset.search.indexOf(needle) >= 0)
          && (!verdict.value || (" " + r.dataset.verdicts + " ").indexOf(" " + verdict.value + " ") >= 0)
          && (!warning.value || (" " + r.dataset.warnings + " ").indexOf(" " + warning.value + " ") >= 0);
    });
    // Filtering keeps the order of rows: nothing moves in the DOM (sorting moves them).
    page = 0;
    render();
  }
  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, index) {
    th.tabIndex = 0;
    function sort() {
      var direction = th.getAttribute("aria-sort") === "ascending" ? -1 : 1;
      Array.prototype.forEach.call(table.tHead.rows[0].cells, function (other) { other.removeAttribute("aria-sort"); });
      th.setAttribute("aria-sort", direction === 1 ? "ascending" : "descending");
      rows.sort(compare(index, th.classList.contains("num"), direction));
      rows.forEach(function (r) { body.insertBefore(r, summary); });
      filter();
    }
    th.addEventListener("click", sort);
    th.addEventListener("keydown", function (e) { if (e.key === "Enter") { sort(); } });
  });
  [text, verdict, warning].forEach(function (control) { control.addEventListener("input", filter); });
  document.getElementById("pager-prev").addEventListener("click", function () { page--; render(); });
  document.getElementById("pager-next").addEventListener("click", function () { page++; render(); });
  // A warning links to its row: show the page that holds it, whatever the filters were.
  function reveal() {
    var target = location.hash && document.getElementById(location.hash.substring(1));
    if (!target || !target.dataset.row) { return; }
    text.value = ""; verdict.value = ""; warning.value = "";
    filter();
    page = Math.floor(shown.indexOf(target) / PAGE);
    render();
    target.scrollIntoView();
  }
  window.addEventListener("hashchange", reveal);
  document.body.dataset.ready = "true";
  filter();
  reveal();
})();
