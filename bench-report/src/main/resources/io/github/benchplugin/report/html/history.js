(function () {
  // Filters the trends and the change points by benchmark text, runtime and machine type.
  var text = document.getElementById('f-bench');
  var runtime = document.getElementById('f-runtime');
  var machine = document.getElementById('f-machine');
  var changed = document.getElementById('f-changed');
  function apply() {
    var t = text.value.toLowerCase();
    document.querySelectorAll('[data-benchmark]').forEach(function (el) {
      var show = el.getAttribute('data-benchmark').toLowerCase().indexOf(t) >= 0
        && (runtime.value === '' || el.getAttribute('data-runtime') === runtime.value)
        && (machine.value === '' || el.getAttribute('data-machine') === machine.value)
        && (!changed.checked || el.tagName === 'TR' || el.getAttribute('data-changes') !== '0');
      el.hidden = !show;
    });
  }
  [text, runtime, machine, changed].forEach(function (el) { el.addEventListener('input', apply); });
  apply();
})();
