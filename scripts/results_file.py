"""Reads a results.json as the validation scripts need it: with its raw data.

Since schemaVersion 4 the raw data (samples, forkSamples, metrics' rawData, each warm-up fork's
iterations) is in results.raw.json.gz beside results.json (docs/results-json.md). load() puts it back
into the tree under the names of version 3, joined by row and column as the plugin's reader joins them;
files of versions 1-3, or without a side file, come back as they are.
"""
import gzip, json, os


def _row_key(row):
    return row['benchmark'], row['mode'], json.dumps(row.get('params') or {}, sort_keys=True)


def _join(cell, raw):
    if 'forkSamples' in cell:
        return
    cell['forkSamples'] = raw.get('forkSamples') or []
    cell['samples'] = raw['samples'][0] if raw.get('samples') else [s for fork in cell['forkSamples'] for s in fork]
    for name, values in (raw.get('metrics') or {}).items():
        if name in (cell.get('metrics') or {}):
            cell['metrics'][name]['rawData'] = values
    forks = (cell.get('warmup') or {}).get('forks') or []
    for fork, iterations in zip(forks, raw.get('warmup') or []):
        fork['iterations'] = iterations


def load(path):
    with open(path) as f:
        result = json.load(f)
    side = path[:-len('.json')] + '.raw.json.gz'
    if not os.path.isfile(side):
        return result
    with gzip.open(side, 'rt') as f:
        raw = json.load(f)
    rows = {_row_key(row): row for row in result['rows']}
    for raw_row in raw['rows']:
        row = rows.get(_row_key(raw_row))
        for column, raw_cell in (raw_row.get('cells') or {}).items() if row else ():
            if column in row['cells']:
                _join(row['cells'][column], raw_cell)
    return result
