"""End-to-end encrypted sync through storage the person already has (a folder, WebDAV, S3).

Each device appends its own changes as numbered, immutable, encrypted segments under its device
id; every device merges every other's by id in causal order (``merge``, pure) and writes the
result into its own store (``local``). The storage sees object names made of device ids and
sequence numbers, and ciphertext.
"""
