"""Tokenizer built from GGUF metadata: GPT-2 style byte-level BPE via HF `tokenizers`.

Why HF `tokenizers`: a well-kept BPE implementation; fltc only supplies the
vocabulary, merges, pre-tokenizer choice and special tokens from the GGUF
metadata (`tokenizer.ggml.*`). The chat template (`tokenizer.chat_template`,
a Jinja2 string) is rendered in a sandboxed Jinja2 environment.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import Any

from fltc.errors import ConfigError, MalformedGGUF

# GGUF token types (llama.cpp's llama_token_type): 1 normal, 2 unknown, 3 control, 4 user-defined,
# 5 unused, 6 byte.
TOKEN_NORMAL, TOKEN_UNKNOWN, TOKEN_CONTROL, TOKEN_USER_DEFINED, TOKEN_UNUSED, TOKEN_BYTE = 1, 2, 3, 4, 5, 6

# tokenizer.ggml.pre values whose split rule is "each digit alone, then the GPT-2 byte-level regex"
# (llama.cpp groups these; SmolLM2's HF tokenizer.json has Digits(individual) + ByteLevel).
_PRE_DIGITS_THEN_GPT2 = {"smollm", "starcoder", "refact", "codeshell", "command-r", "exaone", "minerva"}
_PRE_GPT2 = {"gpt2", "default", "gpt-2", "olmo", "jais", "phi-2", "stablelm2", "mpt", "falcon"}


@dataclass(frozen=True)
class ChatMessage:
    role: str
    content: str


@dataclass(frozen=True)
class TurnFormat:
    """A chat format of delimited turns: `start + role + newline + content + end + newline` per message.

    Why built in: some GGUF files (Gemma 3 from llama.cpp's converter) carry no chat template although the
    model was trained on one fixed turn format. `assistant` is the role name the model was trained with for
    its own turns; a `system` message is prepended to the first user turn (the model has no system role)."""

    name: str
    start: str
    end: str
    assistant: str

    def render(self, messages: Sequence[ChatMessage | Mapping[str, str]], add_generation_prompt: bool) -> str:
        msgs = [(m.role, m.content) if isinstance(m, ChatMessage) else (str(m["role"]), str(m["content"]))
                for m in messages]
        system = ""
        if msgs and msgs[0][0] == "system":
            system = msgs[0][1].strip() + "\n\n"
            msgs = msgs[1:]
        out = []
        for i, (role, content) in enumerate(msgs):
            if role not in ("user", "assistant"):
                raise ConfigError(f"chat message {i}: role {role!r}; the {self.name} turn format has user and "
                                  f"assistant turns (and one leading system message)")
            if (role == "user") != (i % 2 == 0):
                raise ConfigError(f"chat message {i}: the {self.name} turn format needs user and assistant "
                                  f"turns alternating, starting with user")
            text = (system if i == 0 else "") + content.strip()
            out.append(f"{self.start}{self.assistant if role == 'assistant' else 'user'}\n{text}{self.end}\n")
        if add_generation_prompt:
            out.append(f"{self.start}{self.assistant}\n")
        return "".join(out)


GEMMA_TURNS = TurnFormat("gemma", "<start_of_turn>", "<end_of_turn>", "model")


def _vocabulary(tokens: Sequence[str]) -> dict[str, int]:
    """token -> id; a token listed twice is refused (naming both ids). Built in one C-level pass; the
    per-token loop runs only to name a duplicate (the vocabulary's checks were ~25% of fltc run's tokenizer
    phase as a Python loop)."""
    vocab = dict(zip(tokens, range(len(tokens)), strict=True))
    if len(vocab) != len(tokens):
        seen: dict[str, int] = {}
        for i, t in enumerate(tokens):
            if t in seen:
                raise MalformedGGUF(f"metadata 'tokenizer.ggml.tokens': token {t!r} appears twice ({seen[t]}, {i})")
            seen[t] = i
    return vocab


def _merge_pairs(merges_raw: Sequence[str]) -> list[tuple[str, str]] | None:
    """The merges as (a, b) pairs when every merge has exactly one space, else None (see _check_merges).

    Why this shape: a pair per merge made by a Python loop (split, three look-ups, a concatenation)
    was ~40% of fltc run's tokenizer phase; here the split is one C-level pass, and the look-ups are
    tokenizers' own (models.BPE refuses a merge whose parts or concatenation are not tokens)."""
    if not merges_raw:
        return []
    if set(map(str.count, merges_raw, repeat(" "))) != {1}:
        return None
    parts = " ".join(merges_raw).split(" ")  # one space each: a0 b0 a1 b1 ...
    return list(zip(parts[0::2], parts[1::2], strict=True))


def _check_merges(merges_raw: Sequence[str], vocab: Mapping[str, int]) -> None:
    """Name the first merge that is not 'a b' (one space) over known tokens whose concatenation is a token
    (MalformedGGUF); run when _merge_pairs or models.BPE refused the list."""
    for j, m in enumerate(merges_raw):
        parts = m.split(" ")
        if len(parts) != 2 or parts[0] not in vocab or parts[1] not in vocab or parts[0] + parts[1] not in vocab:
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.merges'[{j}]: {m!r} is not 'a b' over known tokens")


class Tokenizer:
    """Byte-level BPE tokenizer + chat template for a GGUF model.

    A missing 'tokenizer.ggml.merges', 'tokenizer.ggml.token_type' or 'tokenizer.ggml.pre' is refused:
    each silently changes the tokenisation (character-level, no control tokens, another split rule).
    `accepted_gaps` names the keys whose absence the caller knowingly accepts (load_gguf with
    allow_inconsistent=True has already warned about them; `from_model` passes its list on).
    """

    def __init__(self, metadata: Mapping[str, Any], *, accepted_gaps: Collection[str] = ()) -> None:
        from tokenizers import AddedToken, decoders, models, pre_tokenizers
        from tokenizers import Tokenizer as HFTokenizer

        kind = metadata.get("tokenizer.ggml.model")
        if kind != "gpt2":
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.model': {kind!r} is not supported here (this class reads "
                                 f"'gpt2' BPE; Tokenizer.from_model also reads 'llama' SentencePiece)")
        tokens = list(metadata.get("tokenizer.ggml.tokens") or [])
        if not tokens:
            raise MalformedGGUF("metadata 'tokenizer.ggml.tokens': missing or empty; the file has no vocabulary")

        def required(key: str, why: str) -> None:
            if not metadata.get(key) and key not in accepted_gaps:
                raise MalformedGGUF(f"metadata {key!r}: missing or empty ({why}); load the model with "
                                    f"allow_inconsistent=True (--allow-inconsistent-gguf) to accept that")

        required("tokenizer.ggml.merges", "tokenisation would be character-level")
        merges_raw = list(metadata.get("tokenizer.ggml.merges") or [])
        vocab = _vocabulary(tokens)
        merges = _merge_pairs(merges_raw)
        if merges is None:  # a merge without exactly one space: _check_merges names it
            _check_merges(merges_raw, vocab)
            raise MalformedGGUF("metadata 'tokenizer.ggml.merges': a merge is not 'a b'")  # (not reached)
        try:  # tokenizers checks each merge's parts and concatenation against the vocabulary
            bpe = models.BPE(vocab=vocab, merges=merges, fuse_unk=False)
        except Exception as exc:  # noqa: BLE001 - tokenizers raises a bare Exception for a merge out of the vocabulary
            _check_merges(merges_raw, vocab)
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.merges': tokenizers refused the BPE model: {exc}") from None
        required("tokenizer.ggml.token_type", "control tokens such as <|im_end|> would not be recognised")
        types = list(metadata.get("tokenizer.ggml.token_type") or [TOKEN_NORMAL] * len(tokens))
        if len(types) != len(tokens):
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.token_type': {len(types)} entries for {len(tokens)} "
                                f"tokens; the file is inconsistent, regenerate it")
        required("tokenizer.ggml.pre", "the plain GPT-2 split rule would be used")

        self.vocab_size = len(tokens)
        self.tokens: tuple[str, ...] = tuple(tokens)
        self.token_types: tuple[int, ...] = tuple(map(int, types))
        self.bos_id: int | None = metadata.get("tokenizer.ggml.bos_token_id")
        self.eos_id: int | None = metadata.get("tokenizer.ggml.eos_token_id")
        self.add_bos = bool(metadata.get("tokenizer.ggml.add_bos_token", False))
        self.chat_template: str | None = metadata.get("tokenizer.chat_template")
        self.pre = str(metadata.get("tokenizer.ggml.pre", "default"))

        tk = HFTokenizer(bpe)
        byte_level = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
        if self.pre in _PRE_DIGITS_THEN_GPT2:
            tk.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.Digits(individual_digits=True), byte_level])
        elif self.pre in _PRE_GPT2:
            tk.pre_tokenizer = byte_level
        else:
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.pre': pre-tokenizer {self.pre!r} is not supported")
        tk.decoder = decoders.ByteLevel()
        control = [i for i, ty in enumerate(self.token_types) if ty == TOKEN_CONTROL]
        user = [AddedToken(tokens[i], special=False, normalized=False)
                for i, ty in enumerate(self.token_types) if ty == TOKEN_USER_DEFINED]
        if control:
            tk.add_special_tokens([AddedToken(tokens[i], special=True, normalized=False) for i in control])
        if user:
            tk.add_tokens(user)
        if tk.get_vocab_size(with_added_tokens=True) != self.vocab_size:
            raise MalformedGGUF("tokenizer: added tokens changed the vocabulary size (token list inconsistent)")
        self._tk = tk
        self.special_ids = frozenset(control)

    @classmethod
    def from_model(cls, model: Any) -> Tokenizer:
        """From a backend.model.gguf_loader.GGUFModel (its accepted_gaps carry over); a SentencePiece
        vocabulary (`tokenizer.ggml.model = llama`) gets backend.model.spm_tokenizer.SpmTokenizer."""
        gaps = getattr(model, "accepted_gaps", frozenset())
        if cls is Tokenizer and model.metadata.get("tokenizer.ggml.model") == "llama":
            from backend.model.spm_tokenizer import SpmTokenizer

            return SpmTokenizer(model.metadata, accepted_gaps=gaps)
        return cls(model.metadata, accepted_gaps=gaps)

    def encode(self, text: str, add_bos: bool | None = None) -> list[int]:
        """Token ids of `text`; control tokens written literally (e.g. <|im_start|>) map to their ids."""
        ids = self._tk.encode(text, add_special_tokens=False).ids
        if (self.add_bos if add_bos is None else add_bos) and self.bos_id is not None:
            ids = [self.bos_id, *ids]
        return list(ids)

    def decode(self, ids: Sequence[int], skip_special: bool = False) -> str:
        for i in ids:
            if not 0 <= int(i) < self.vocab_size:
                raise ConfigError(f"token id {i} outside the vocabulary (0..{self.vocab_size - 1})")
        return self._tk.decode([int(i) for i in ids], skip_special_tokens=skip_special)

    def token_text(self, i: int) -> str:
        return self.tokens[i]

    @property
    def turn_format(self) -> TurnFormat | None:
        """The built-in turn format used when the GGUF carries no chat template: Gemma's
        `<start_of_turn>role ... <end_of_turn>` turns, when both are control tokens of this vocabulary
        (Gemma 3 GGUFs as converted by llama.cpp carry no `tokenizer.chat_template`)."""
        if self.chat_template:
            return None
        ids = {t: i for i, t in enumerate(self.tokens) if t in (GEMMA_TURNS.start, GEMMA_TURNS.end)}
        if len(ids) == 2 and all(i in self.special_ids for i in ids.values()):
            return GEMMA_TURNS
        return None

    @property
    def end_of_turn_id(self) -> int | None:
        """The control token that ends an assistant turn in chat (--chat stops there): the turn
        format's end token, else the first of the usual end-of-turn controls present."""
        names = (self.turn_format.end,) if self.turn_format else ("<|im_end|>", "<|eot_id|>", "<end_of_turn>")
        for name in names:
            if name in self.tokens and self.tokens.index(name) in self.special_ids:
                return self.tokens.index(name)
        return None

    def apply_chat_template(self, messages: Sequence[ChatMessage | Mapping[str, str]],
                            add_generation_prompt: bool = True) -> str:
        """Render the model's chat template (sandboxed Jinja2, HF's trim/lstrip settings), or the built-in
        turn format where the file has no template but the vocabulary has its turn tokens."""
        if not self.chat_template:
            fmt = self.turn_format
            if fmt is None:
                raise ConfigError("this model has no tokenizer.chat_template and no known turn tokens; "
                                  "run without --chat")
            return fmt.render(messages, add_generation_prompt)
        from jinja2 import TemplateError
        from jinja2.sandbox import ImmutableSandboxedEnvironment

        def raise_exception(msg: str) -> None:
            raise ConfigError(f"chat template refused the messages: {msg}")

        msgs = [{"role": m.role, "content": m.content} if isinstance(m, ChatMessage) else dict(m)
                for m in messages]
        bos = self.tokens[self.bos_id] if self.bos_id is not None else ""
        eos = self.tokens[self.eos_id] if self.eos_id is not None else ""
        try:
            tpl = self.__dict__.get("_chat_tpl")
            if tpl is None:  # compiled once (~10 ms; a server renders it per request); rendering is thread-safe
                env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
                env.globals["raise_exception"] = raise_exception
                tpl = self._chat_tpl = env.from_string(self.chat_template)
            return tpl.render(messages=msgs, add_generation_prompt=add_generation_prompt, bos_token=bos,
                              eos_token=eos)
        except TemplateError as exc:
            raise MalformedGGUF(f"metadata 'tokenizer.chat_template': {exc}") from None


class StreamDecoder:
    """Incremental detokenisation: emit only text that can no longer change.

    Byte-level BPE tokens can end inside a UTF-8 sequence; decoding then yields
    U+FFFD at the end. Such a tail is held back until later tokens complete it.
    """

    def __init__(self, tok: Tokenizer, skip_special: bool = False) -> None:
        self.tok, self.skip_special = tok, skip_special
        self.ids: list[int] = []
        self.emitted = ""

    def push(self, token_id: int) -> str:
        self.ids.append(int(token_id))
        text = self.tok.decode(self.ids, skip_special=self.skip_special)
        stable = text.rstrip("\ufffd")
        if not stable.startswith(self.emitted):
            return ""
        out, self.emitted = stable[len(self.emitted):], stable
        return out

    def flush(self) -> str:
        text = self.tok.decode(self.ids, skip_special=self.skip_special)
        out = text[len(self.emitted):] if text.startswith(self.emitted) else ""
        self.emitted = text
        return out
