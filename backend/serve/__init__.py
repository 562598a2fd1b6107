"""`fltc serve`: an OpenAI-compatible HTTP server whose every answer carries its proof.

One module per job, each readable in one sitting:

- ``protocol``  -- request bodies -> frozen, validated values, or an OpenAI-style ``ApiError`` (4xx)
  raised before anything reaches the scheduler;
- ``engine_loop`` -- the one thread that owns the Layer 21 Engine/Scheduler: requests join and
  leave between ticks, a cancel frees the sequence's KV blocks, each answer ends with its ``fltc``
  proof object (event head, store head, receipts, the admitted artifact set);
- ``sse`` -- OpenAI response / chunk bodies and server-sent-event framing;
- ``app`` -- the starlette routes (``/v1/models``, ``/v1/chat/completions``, ``/v1/completions``,
  ``/health``), the API key check and client-disconnect handling;
- ``cli`` -- ``fltc serve``: load the model, pick the executor, start uvicorn.

``fltc audit RUN_DIR --sequence ID`` (backend.runtime.audit_sequence) checks one answer offline.
"""
