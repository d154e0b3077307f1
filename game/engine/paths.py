"""Where per-user files live: settings, saves, custom patron sets, logs.

``$VERNISSAGE_HOME`` wins (tests and portable installs); otherwise the XDG data
folder, ``~/.local/share/vernissage``.
"""

import os


def user_data_dir():
    home = os.environ.get("VERNISSAGE_HOME")
    if home:
        return home
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "vernissage")


def custom_sets_dir():
    """Folder searched for custom Avant Carde patron sets (``*.yaml``)."""
    return os.path.join(user_data_dir(), "patron_sets")
