import type { SignedFields } from '../port';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox's hosted card form: plain server-rendered HTML (not part of the React app). The
 * signed request travels as JSON in a non-executable script element; the behaviour is the
 * external script /payments-sandbox/form.js (the CSP allows no inline script).
 */
export function renderSandboxForm(request: SignedFields, error?: string): string {
  const json = JSON.stringify(request).replace(/</g, '\\u003c');
  const body = error
    ? `<p role="alert" class="error">${esc(error)}</p>`
    : `<form id="card-form" novalidate>
  <p class="note">Test cards: 4111 1111 1111 1111 (approved), 4000 0000 0000 0002 (declined).</p>
  <div class="row">
    <div><label for="cardholderFirstName">Cardholder first name</label><input id="cardholderFirstName" name="cardholderFirstName" autocomplete="cc-given-name" required><p class="field-error" id="cardholderFirstName-error" aria-live="polite"></p></div>
    <div><label for="cardholderLastName">Cardholder last name</label><input id="cardholderLastName" name="cardholderLastName" autocomplete="cc-family-name" required><p class="field-error" id="cardholderLastName-error" aria-live="polite"></p></div>
  </div>
  <label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required><p class="field-error" id="cardNumber-error" aria-live="polite"></p>
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required><p class="field-error" id="expiry-error" aria-live="polite"></p></div>
    <div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required><p class="field-error" id="cvv-error" aria-live="polite"></p></div>
  </div>
  <label class="check"><input type="checkbox" id="saveCard" name="saveCard" checked> Save this card to the account</label>
  <label class="check"><input type="checkbox" id="consent" name="consent"> I confirm the cardholder consents to charging this card</label><p class="field-error" id="consent-error" aria-live="polite"></p>
  <p role="alert" class="error" id="form-error"></p>
  <button type="submit">Submit card</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details — payments sandbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1f2933;background:#fff;max-width:520px}
h1{font-size:1.1rem;margin:0 0 12px}label{display:block;font-weight:600;margin:10px 0 4px;font-size:.9rem}
input:not([type=checkbox]){width:100%;box-sizing:border-box;padding:8px;border:1px solid #9aa5b1;border-radius:4px;font-size:1rem}
.row{display:flex;gap:12px}.row>div{flex:1}.check{font-weight:400;display:flex;gap:8px;align-items:center}
.field-error,.error{color:#b42318;font-size:.85rem;margin:4px 0 0;min-height:1em}.note{font-size:.8rem;color:#52606d}
button{margin-top:14px;padding:10px 18px;background:#0b5cad;color:#fff;border:0;border-radius:4px;font-size:1rem;cursor:pointer}
button[disabled]{opacity:.6}
</style></head>
<body><main><h1>Card details</h1>
<p class="note">Secure payment form of the Lensloop payments sandbox. Card numbers entered here never reach Lensloop.</p>
${body}
<script type="application/json" id="signed-request">${json}</script>
<script src="/payments-sandbox/form.js" defer></script>
</main></body></html>`;
}

/** The form's behaviour: submit to the sandbox, then hand the signed response back to the app. */
export const SANDBOX_FORM_SCRIPT = `(function () {
  var form = document.getElementById('card-form');
  if (!form) return;
  var request = JSON.parse(document.getElementById('signed-request').textContent);
  var names = ['cardholderFirstName', 'cardholderLastName', 'cardNumber', 'expiry', 'cvv', 'consent'];
  function show(errors) {
    names.forEach(function (n) {
      var el = document.getElementById(n + '-error'); var input = document.getElementById(n);
      el.textContent = errors[n] || '';
      if (errors[n]) { input.setAttribute('aria-invalid', 'true'); input.setAttribute('aria-describedby', n + '-error'); } else { input.removeAttribute('aria-invalid'); }
    });
    document.getElementById('form-error').textContent = errors.form || '';
  }
  function handBack(fields) {
    if (window.parent && window.parent !== window) {
      window.parent.postMessage({ type: 'lensloop-payments-sandbox', fields: fields }, window.location.origin);
    } else {
      window.location.assign('/checkout/token?' + new URLSearchParams(fields).toString());
    }
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var button = form.querySelector('button'); button.disabled = true;
    var entry = {
      cardholderFirstName: form.cardholderFirstName.value, cardholderLastName: form.cardholderLastName.value,
      cardNumber: form.cardNumber.value, expiry: form.expiry.value, cvv: form.cvv.value,
      consent: form.consent.checked, saveCard: form.saveCard.checked
    };
    fetch('/payments-sandbox/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ request: request, entry: entry }) })
      .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (res) {
        // Handed back: the checkout shows the outcome (and opens a fresh form after a decline); no stale message stays here.
        if (res.ok && res.body.fields) { show({}); form.cardNumber.value = ''; form.cvv.value = ''; handBack(res.body.fields); return; }
        show(res.body.fieldErrors || { form: res.body.message || 'Something went wrong, please try again.' });
        button.disabled = false;
      })
      .catch(function () { show({ form: 'Something went wrong, please try again.' }); button.disabled = false; });
  });
})();
`;
